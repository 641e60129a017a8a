import { EMAIL_PAY_LINK_TEXTS } from '@lakeside/domain';
import { useCallback } from 'react';
import { useNotify } from '@/components/notify';
import { useRowsInFlight } from '@/hooks/useRowsInFlight';
import { errorNotice } from '@/lib/firebase/callableErrors';
import { emailPayLink } from '../api/miscCharges';
import { PAYMENTS_DESK_TEXTS as M } from '../texts';

/**
 * 'Email link' on an unpaid charge: the functions e-mail its pay link to the
 * property's owners. `emailing` holds the charges whose e-mail is being sent: their button is
 * disabled. A refusal (no owner with an e-mail, sent minutes ago, paid meanwhile) is the
 * server's sentence.
 */
export function useEmailPayLink() {
  const notify = useNotify();
  const { inFlight: emailing, during } = useRowsInFlight();

  const emailLink = useCallback(
    (paymentId: string) =>
      during(paymentId, async () => {
        try {
          const { emailed } = await emailPayLink(paymentId);
          notify({ title: M.linkEmailedTitle, body: M.linkEmailedBody(emailed), intent: 'success' });
        } catch (error) {
          notify(errorNotice(error, EMAIL_PAY_LINK_TEXTS.failed));
        }
      }),
    [notify, during],
  );

  return { emailing, emailLink };
}
