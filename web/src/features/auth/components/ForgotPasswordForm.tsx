import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { PASSWORD_RESET_TEXTS, passwordResetRequestSchema } from '@lakeside/domain';
import { useState } from 'react';
import { useAuth } from 'reactfire';
import { Form } from '@/components/form/Form';
import { TextField } from '@/components/form/TextField';
import { useZodForm } from '@/components/form/useZodForm';
import { requestPasswordReset } from '../api/passwordRecovery';
import { attemptAuth, type AuthFormCallbacks } from './authAttempt';

interface ForgotPasswordFormProps extends AuthFormCallbacks {
  /** prefilled with what the sign-in form held */
  initialEmail: string;
}

/** "Forgot password?": Firebase's reset e-mail, whose link leads to the new-password page. */
export function ForgotPasswordForm({ initialEmail, ...callbacks }: ForgotPasswordFormProps) {
  const auth = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useZodForm(passwordResetRequestSchema, {
    email: initialEmail,
  });

  const onSubmit = handleSubmit(({ email }) =>
    attemptAuth(callbacks, async () => {
      setSentTo(null);
      await requestPasswordReset(auth, email);
      setSentTo(email);
    }),
  );

  return (
    <Form onSubmit={onSubmit} submitting={formState.isSubmitting} aria-label="Reset password">
      {sentTo ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{PASSWORD_RESET_TEXTS.sent(sentTo)}</MessageBarBody>
        </MessageBar>
      ) : null}
      <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      <Button type="submit" appearance="primary" disabledFocusable={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </Form>
  );
}
