import { Body1, Link, MessageBar, MessageBarBody, MessageBarTitle, Title1 } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES, returnPathAfterSignIn } from '@lakeside/domain';
import { useNotify } from '@/components/notify';
import { PageSpinner } from '@/components/PageSpinner';
import { RouterButtonLink } from '@/components/RouterButtonLink';
import { useAuthSession } from '../session/AuthSessionContext';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';
import { AuthBrand } from './AuthBrand';
import { REGISTERED_TEXTS } from '../texts';
import { useAuthPageStyles } from './authPageStyles';

type Mode = 'sign-in' | 'register' | 'reset';

const HEADINGS: Record<Mode, string> = {
  'sign-in': 'Sign In',
  register: 'Register',
  reset: 'Reset Password',
};

/**
 * Spec §2 "Auth screen": sign in and register on one screen. `/auth?mode=register` opens the
 * register form (the landing page's Register button); "Forgot password?" asks for a reset link.
 */
export function AuthScreen() {
  const styles = useAuthPageStyles();
  const session = useAuthSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const [searchParams] = useSearchParams();
  // the page a signed-out visitor was sent here from (RequireSignIn), else home
  const returnTo = returnPathAfterSignIn((useLocation().state as { from?: unknown } | null)?.from);
  const [mode, setMode] = useState<Mode>(searchParams.get('mode') === 'register' ? 'register' : 'sign-in');
  const [error, setError] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState('');
  // what happens after registering, said on the sign-in screen it switches to
  const [justRegistered, setJustRegistered] = useState(false);
  // the address typed on Sign In: 'Forgot password?' starts from it
  const [typedEmail, setTypedEmail] = useState('');
  // While a form is submitting, the session may already be signed in (registration signs the
  // new user in and out again; sign-in navigates itself): no redirect then.
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  if (session.status === 'loading') return <PageSpinner />;
  // Spec §2: a signed-in user has nothing to do here.
  if (session.status === 'signed-in' && !busy) return <Navigate to={returnTo} replace />;

  function switchTo(next: Mode) {
    setMode(next);
    setError(null);
    setJustRegistered(false);
  }

  /** "Forgot password?" goes away with the sign-in form: the keyboard starts again at the heading. */
  function askForResetLink() {
    switchTo('reset');
    requestAnimationFrame(() => document.getElementById(headingId)?.focus());
  }

  return (
    <div className={styles.page}>
      <AuthBrand />
      <Title1 as="h1" id={headingId} tabIndex={-1}>
        {HEADINGS[mode]}
      </Title1>
      {session.status === 'signed-out' && session.endedBecause && !error ? (
        <MessageBar intent="warning" role="status">
          <MessageBarBody>{session.endedBecause}</MessageBarBody>
        </MessageBar>
      ) : null}
      {error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {justRegistered && !error ? (
        <MessageBar intent="success" role="status" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{REGISTERED_TEXTS.title}</MessageBarTitle>
            {REGISTERED_TEXTS.next(registeredEmail)}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {mode === 'sign-in' ? (
        <SignInForm
          initialEmail={registeredEmail}
          onEmailChange={setTypedEmail}
          onBusyChange={setBusy}
          onError={setError}
          onSignedIn={() => {
            notify({ title: 'Welcome back!', body: 'You have been logged in successfully.' });
            navigate(returnTo, { replace: true });
          }}
        />
      ) : mode === 'reset' ? (
        <ForgotPasswordForm
          initialEmail={typedEmail || registeredEmail}
          onBusyChange={setBusy}
          onError={setError}
        />
      ) : (
        <RegisterForm
          onBusyChange={setBusy}
          onError={setError}
          onRegistered={(email) => {
            // Spec §4: after registering, the screen switches back to sign in.
            setRegisteredEmail(email);
            switchTo('sign-in');
            setJustRegistered(true);
            // The form under the keyboard's focus is gone: start again from the heading.
            requestAnimationFrame(() => document.getElementById(headingId)?.focus());
          }}
        />
      )}
      {/* The other modes: buttons (styled as links) right after the form, in reading order. */}
      {mode === 'sign-in' ? (
        <Body1 as="p" className={styles.text}>
          <Link as="button" onClick={askForResetLink}>
            Forgot password?
          </Link>
        </Body1>
      ) : null}
      <Body1 as="p" className={styles.text}>
        {mode === 'sign-in'
          ? "Don't have an account?"
          : mode === 'register'
            ? 'Already have an account?'
            : 'Remembered it?'}{' '}
        <Link as="button" onClick={() => switchTo(mode === 'sign-in' ? 'register' : 'sign-in')}>
          {mode === 'sign-in' ? 'Register here' : 'Sign in here'}
        </Link>
      </Body1>
      <RouterButtonLink to={ROUTES.home} appearance="subtle">
        Back to Home
      </RouterButtonLink>
    </div>
  );
}
