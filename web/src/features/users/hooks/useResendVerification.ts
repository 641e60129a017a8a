import { RESEND_VERIFICATION_TEXTS as T } from '@lakeside/domain';
import { useNotify } from '@/components/notify';
import { useRowsInFlight } from '@/hooks/useRowsInFlight';
import { errorNotice } from '@/lib/firebase/callableErrors';
import { resendVerificationEmail } from '../api/approval';

/**
 * 'Resend verification e-mail' on an unverified registration: the way forward for a
 * registrant whose Approve waits on a link they lost. `sending` holds the rows whose e-mail is
 * being sent: their button is disabled.
 */
export function useResendVerification() {
  const notify = useNotify();
  const { inFlight: sending, during } = useRowsInFlight();

  async function resend(uid: string) {
    await during(uid, async () => {
      try {
        notify({ title: T.sentTitle, body: T.sent(await resendVerificationEmail(uid)) });
      } catch (error) {
        notify(errorNotice(error, T.failed));
      }
    });
  }

  return { sending, resend };
}
