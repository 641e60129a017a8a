import { Body1, Button, MessageBar, MessageBarBody, Spinner, Title1 } from '@fluentui/react-components';
import { newPasswordSchema, PASSWORD_RESET_TEXTS as M, ROUTES } from '@lakeside/domain';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { Form } from '@/components/form/Form';
import { TextField } from '@/components/form/TextField';
import { useZodForm } from '@/components/form/useZodForm';
import { useNotify } from '@/components/notify';
import { RouterButtonLink } from '@/components/RouterButtonLink';
import { AUTH_ERROR_TEXTS, authErrorMessage } from '../api/authErrors';
import { emailOfResetLink, setNewPassword, verifyEmailWithLink } from '../api/passwordRecovery';
import { AuthBrand } from './AuthBrand';
import { useAuthPageStyles } from './authPageStyles';

type LinkState =
  { status: 'checking' } | { status: 'invalid'; message: string } | { status: 'ready'; email: string };

/**
 * The page behind the links of Firebase's e-mails (its action handler URL, README "Deploying"):
 * `?mode=resetPassword&oobCode=…` sets a new password, `?mode=verifyEmail&oobCode=…` verifies
 * the address. A link that expired or was used says so and offers the way back.
 */
export function AuthActionScreen() {
  const styles = useAuthPageStyles();
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode') ?? '';
  return (
    <div className={styles.page}>
      <AuthBrand />
      {mode === 'verifyEmail' ? (
        <VerifyEmail code={code} />
      ) : (
        <ResetPassword code={mode === 'resetPassword' ? code : ''} />
      )}
      <RouterButtonLink to={ROUTES.auth} appearance="subtle">
        Back to Sign In
      </RouterButtonLink>
    </div>
  );
}

/** Checks the link once; '' is no link at all. */
function useLinkCheck(code: string, check: (code: string) => Promise<string>): LinkState {
  const [state, setState] = useState<LinkState>({ status: 'checking' });
  useEffect(() => {
    let current = true;
    const checked = code ? check(code) : Promise.reject(new Error('no code'));
    checked.then(
      (email) => current && setState({ status: 'ready', email }),
      (error: unknown) => current && setState({ status: 'invalid', message: linkFailure(error) }),
    );
    return () => {
      current = false;
    };
  }, [code, check]);
  return state;
}

const linkFailure = (error: unknown) => {
  const message = authErrorMessage(error);
  return message === AUTH_ERROR_TEXTS.unexpected ? M.linkInvalid : message;
};

function InvalidLink({ message }: { message: string }) {
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}

function ResetPassword({ code }: { code: string }) {
  const styles = useAuthPageStyles();
  const auth = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const check = useCallback((linkCode: string) => emailOfResetLink(auth, linkCode), [auth]);
  const link = useLinkCheck(code, check);
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useZodForm(newPasswordSchema, {
    password: '',
    confirmPassword: '',
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await setNewPassword(auth, code, password);
      notify({ title: M.changed, body: M.changedText });
      void navigate(ROUTES.auth, { replace: true });
    } catch (failure) {
      setError(authErrorMessage(failure));
    }
  });

  return (
    <>
      <Title1 as="h1">Choose a New Password</Title1>
      {link.status === 'checking' ? <Spinner size="small" label="Checking the link..." /> : null}
      {link.status === 'invalid' ? <InvalidLink message={link.message} /> : null}
      {link.status === 'ready' ? (
        <>
          <Body1 as="p" className={styles.text}>
            For {link.email}
          </Body1>
          {error ? <InvalidLink message={error} /> : null}
          <Form onSubmit={onSubmit} submitting={formState.isSubmitting} aria-label="New password">
            <TextField
              control={control}
              name="password"
              label="New Password"
              type="password"
              autoComplete="new-password"
            />
            <TextField
              control={control}
              name="confirmPassword"
              label="Confirm New Password"
              type="password"
              autoComplete="new-password"
            />
            <Button type="submit" appearance="primary" disabledFocusable={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving...' : 'Change Password'}
            </Button>
          </Form>
        </>
      ) : null}
    </>
  );
}

function VerifyEmail({ code }: { code: string }) {
  const styles = useAuthPageStyles();
  const auth = useAuth();
  const check = useCallback(
    async (linkCode: string) => {
      await verifyEmailWithLink(auth, linkCode);
      return '';
    },
    [auth],
  );
  const link = useLinkCheck(code, check);
  return (
    <>
      <Title1 as="h1">Verify Email</Title1>
      {link.status === 'checking' ? <Spinner size="small" label="Checking the link..." /> : null}
      {link.status === 'invalid' ? <InvalidLink message={link.message} /> : null}
      {link.status === 'ready' ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody className={styles.text}>
            {M.emailVerified} {M.emailVerifiedText}
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}
