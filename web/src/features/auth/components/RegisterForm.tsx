import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { EMPTY_REGISTRATION, registrationSchema } from '@lakeside/domain';
import { useAuth } from 'reactfire';
import { TextField } from '@/components/form/TextField';
import { useZodForm } from '@/components/form/useZodForm';
import { Form } from '@/components/form/Form';
import { useNotify } from '@/components/notify';
import { registerResident } from '../api/registerResident';
import { attemptAuth, type AuthFormCallbacks } from './authAttempt';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    // minmax(0, …): Fluent inputs have a minimum width that would push the row wider than the form
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    '@media (max-width: 30rem)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  // City on its own line, then State and ZIP: three in a row left ZIP's message three
  // lines tall. Fields start at the top, so a message under one does not stretch its neighbour.
  addressRow: {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
    alignItems: 'start',
    '@media (max-width: 30rem)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  city: { gridColumn: '1 / -1' },
});

interface RegisterFormProps extends AuthFormCallbacks {
  /** registration done: the page switches to sign in, with this email filled in */
  onRegistered: (email: string) => void;
}

/** Spec §2 "Auth screen" and §5: every rule is checked here, before any call is made. */
export function RegisterForm({ onRegistered, ...callbacks }: RegisterFormProps) {
  const styles = useStyles();
  const auth = useAuth();
  const notify = useNotify();
  const { control, handleSubmit, formState } = useZodForm(registrationSchema, EMPTY_REGISTRATION);

  const onSubmit = handleSubmit((registration) =>
    attemptAuth(callbacks, async () => {
      await registerResident(auth, registration);
      notify({ title: 'Registration successful!', body: 'Please check your email to verify your account.' });
      onRegistered(registration.email);
    }),
  );

  return (
    <Form onSubmit={onSubmit} submitting={formState.isSubmitting} aria-label="Register">
      <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      <TextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
      />
      <TextField
        control={control}
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
      />
      <div className={styles.row}>
        <TextField control={control} name="firstName" label="First Name" autoComplete="given-name" />
        <TextField control={control} name="lastName" label="Last Name" autoComplete="family-name" />
      </div>
      <TextField control={control} name="streetAddress" label="Street Address" autoComplete="address-line1" />
      <div className={mergeClasses(styles.row, styles.addressRow)}>
        <TextField
          control={control}
          name="city"
          label="City"
          autoComplete="address-level2"
          className={styles.city}
        />
        <TextField
          control={control}
          name="state"
          label="State"
          autoComplete="address-level1"
          // spec §5: uppercased before the check; shown uppercased as typed
          transform={(value) => value.toUpperCase()}
        />
        <TextField control={control} name="zipCode" label="ZIP Code" autoComplete="postal-code" />
      </div>
      <Button type="submit" appearance="primary" disabledFocusable={formState.isSubmitting}>
        {formState.isSubmitting ? 'Creating Account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
