import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { signInSchema } from '@lakeside/domain';
import { useAuth } from 'reactfire';
import { TextField } from '@/components/form/TextField';
import { useZodForm } from '@/components/form/useZodForm';
import { authErrorMessage } from '../api/authErrors';
import { signIn } from '../api/signInAndOut';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface SignInFormProps {
  /** prefilled, e.g. with the address just registered */
  initialEmail: string;
  onBusyChange: (busy: boolean) => void;
  onError: (message: string | null) => void;
  onSignedIn: () => void;
}

export function SignInForm({ initialEmail, onBusyChange, onError, onSignedIn }: SignInFormProps) {
  const styles = useStyles();
  const auth = useAuth();
  const { control, handleSubmit, formState } = useZodForm(signInSchema, {
    email: initialEmail,
    password: '',
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    onBusyChange(true);
    onError(null);
    try {
      await signIn(auth, email, password);
      onSignedIn();
    } catch (error) {
      onError(authErrorMessage(error));
    } finally {
      onBusyChange(false);
    }
  });

  return (
    <form
      className={styles.form}
      // Enter in a field still submits while the button is (focusably) disabled.
      onSubmit={(event) => (formState.isSubmitting ? event.preventDefault() : void onSubmit(event))}
      noValidate
      aria-label="Sign in"
    >
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
    </form>
  );
}
