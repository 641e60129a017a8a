import { Body1, Button, makeStyles } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { TitledCard } from '@/components/TitledCard';
import { useNotify } from '@/components/notify';
import {
  EMAIL_VERIFICATION_TEXTS as M,
  emailVerifiedNow,
  resendVerificationEmail,
} from '../api/emailVerification';
import { useAuthSession } from '../session/AuthSessionContext';

const useStyles = makeStyles({
  text: { margin: 0 },
  action: { alignSelf: 'flex-start' },
});

/**
 * For a signed-in user whose address is not verified yet: approval requires it, and
 * an approved resident's payments and downloads too (after a change of address), so
 * they are told, and can ask for the e-mail again. Renders nothing once the address is verified.
 */
export function EmailVerificationNotice() {
  const styles = useStyles();
  const notify = useNotify();
  const session = useAuthSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const approved = session.status === 'signed-in' && session.claims.approved;
  // Asked of Auth before anything is shown: the stored User may predate the link's use.
  const [verified, setVerified] = useState<boolean | null>(user?.emailVerified ? true : null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!user || user.emailVerified) return;
    let current = true;
    void emailVerifiedNow(user).then((now) => {
      if (current) setVerified(now);
    });
    return () => {
      current = false;
    };
  }, [user]);

  if (!user?.email || verified !== false) return null;
  const email = user.email;

  const resend = async () => {
    setSending(true);
    const failure = await resendVerificationEmail(user);
    setSending(false);
    notify(
      failure
        ? { title: 'Error', body: failure, intent: 'error' }
        : { title: M.sent, body: M.sentText(email), intent: 'success' },
    );
  };

  return (
    <TitledCard title={M.title}>
      <Body1 as="p" className={styles.text}>
        {approved ? M.textApproved(email) : M.text(email)}
      </Body1>
      <Button className={styles.action} disabled={sending} onClick={() => void resend()}>
        {M.resend}
      </Button>
    </TitledCard>
  );
}
