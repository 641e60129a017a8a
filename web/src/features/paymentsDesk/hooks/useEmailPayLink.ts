import { EMAIL_PAY_LINK_TEXTS } from '@lakeside/domain';
import { useCallback } from 'react';
import { useCallableAction } from '@/hooks/useCallableAction';
import { useRowsInFlight } from '@/hooks/useRowsInFlight';
import { emailPayLink } from '../api/miscCharges';
import { PAYMENTS_DESK_TEXTS as M } from '../texts';

/**
 * 'Email link' on an unpaid charge: the functions e-mail its pay link to the
 * property's owners. `emailing` holds the charges whose e-mail is being sent: their button is
 * disabled. A refusal (no owner with an e-mail, sent minutes ago, paid meanwhile) is the
 * server's sentence.
 */
export function useEmailPayLink() {
  const { inFlight: emailing, during } = useRowsInFlight();
  const [email] = useCallableAction(emailPayLink, {
    success: ({ emailed }) => ({
      title: M.linkEmailedTitle,
      body: M.linkEmailedBody(emailed),
      intent: 'success',
    }),
    failure: EMAIL_PAY_LINK_TEXTS.failed,
  });

  const emailLink = useCallback(
    async (paymentId: string) => {
      await during(paymentId, () => email(paymentId));
    },
    [during, email],
  );

  return { emailing, emailLink };
}
