import { RESEND_VERIFICATION_TEXTS as T } from '@lakeside/domain';
import { useCallableAction } from '@/hooks/useCallableAction';
import { useRowsInFlight } from '@/hooks/useRowsInFlight';
import { resendVerificationEmail } from '../api/approval';

/**
 * 'Resend verification e-mail' on an unverified registration: the way forward for a
 * registrant whose Approve waits on a link they lost. `sending` holds the rows whose e-mail is
 * being sent: their button is disabled.
 */
export function useResendVerification() {
  const { inFlight: sending, during } = useRowsInFlight();
  const [send] = useCallableAction(resendVerificationEmail, {
    success: (address) => ({ title: T.sentTitle, body: T.sent(address) }),
    failure: T.failed,
  });

  async function resend(uid: string) {
    await during(uid, () => send(uid));
  }

  return { sending, resend };
}
