import { Button } from '@fluentui/react-components';
import { signInSchema } from '@lakeside/domain';
import { useEffect } from 'react';
import { useAuth } from 'reactfire';
import { Form } from '@/components/form/Form';
import { TextField } from '@/components/form/TextField';
import { useZodForm } from '@/components/form/useZodForm';
import { signIn } from '../api/signInAndOut';
import { attemptAuth, type AuthFormCallbacks } from './authAttempt';

interface SignInFormProps extends AuthFormCallbacks {
  /** prefilled, e.g. with the address just registered */
  initialEmail: string;
  onSignedIn: () => void;
  /** the address as typed, so 'Forgot password?' starts from it */
  onEmailChange?: (email: string) => void;
}

export function SignInForm({ initialEmail, onSignedIn, onEmailChange, ...callbacks }: SignInFormProps) {
  const auth = useAuth();
  const { control, handleSubmit, formState, watch } = useZodForm(signInSchema, {
    email: initialEmail,
    password: '',
  });
  const email = watch('email');
  useEffect(() => onEmailChange?.(email), [email, onEmailChange]);

  const onSubmit = handleSubmit(({ email, password }) =>
    attemptAuth(callbacks, async () => {
      await signIn(auth, email, password);
      onSignedIn();
    }),
  );

  return (
    <Form onSubmit={onSubmit} submitting={formState.isSubmitting} aria-label="Sign in">
      <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      <TextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      {/* disabledFocusable: the button keeps keyboard focus while busy */}
      <Button type="submit" appearance="primary" disabledFocusable={formState.isSubmitting}>
        {formState.isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </Form>
  );
}
