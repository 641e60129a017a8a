import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { FirebaseError } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { useAuthSession } from '../auth';
import { PageSpinner } from '../components/PageSpinner';
import { RouterButtonLink } from '../components/RouterLinks';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '24rem',
    marginInline: 'auto',
    padding: tokens.spacingHorizontalXXL,
    // Spacing comes from the gap, not from the heading's default margins.
    '& > h1': { margin: 0 },
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

// Spec §8: the server's message for auth errors, a generic text for anything unexpected.
function signInErrorMessage(error: unknown): string {
  return error instanceof FirebaseError ? error.message : 'An unexpected error occurred';
}

// For now only sign in; registration (spec §2 "Auth screen") comes in a later issue.
export default function AuthPage() {
  const styles = useStyles();
  const auth = useAuth();
  const session = useAuthSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (session.status === 'loading') return <PageSpinner />;
  // Spec §2: a signed-in user has nothing to do here. (After a successful sign-in the submit
  // handler has already navigated; this covers arriving here signed in.)
  if (session.status === 'signed-in' && !busy) return <Navigate to="/" replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a field still submits while the button is (focusably) disabled.
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await signInWithEmailAndPassword(auth, email, password);
      navigate('/', { replace: true });
    } catch (caught) {
      setError(signInErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <Title1 as="h1">Sign In</Title1>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit}>
        <Field label="Email" required>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(_, data) => setEmail(data.value)}
          />
        </Field>
        <Field label="Password" required>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(_, data) => setPassword(data.value)}
          />
        </Field>
        <Button type="submit" appearance="primary" disabledFocusable={busy}>
          Sign In
        </Button>
      </form>
      <RouterButtonLink to="/" appearance="subtle">
        Back to Home
      </RouterButtonLink>
    </div>
  );
}
