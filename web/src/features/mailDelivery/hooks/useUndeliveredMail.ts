import {
  MAIL_DELIVERY_TEXTS as T,
  type ListUndeliveredMailAnswer,
  type ResendMailAnswer,
} from '@lakeside/domain';
import type { Notice } from '@/components/notify';
import { useCallableAction } from '@/hooks/useCallableAction';
import { useReloadable } from '@/hooks/useReloadable';
import { useRowsInFlight } from '@/hooks/useRowsInFlight';
import { dismissMail, listUndeliveredMail, resendMail } from '../api/undeliveredMail';

const NONE: ListUndeliveredMailAnswer = { mails: [], total: 0 };

/** A resend's toast: sent; waiting for the server; or refused again, with what it said. */
function resendNotice(answer: ResendMailAnswer): Notice {
  switch (answer.outcome) {
    case 'sent':
      return { title: 'Success', body: T.sent };
    case 'waiting':
      return { title: 'Not sent yet', body: T.waiting, intent: 'warning' };
    case 'refused':
      return { title: 'Not delivered', body: T.refused(answer.reason), intent: 'error' };
  }
}

/** E-mails Not Delivered: the list and its two actions, with toasts; `updating` holds the rows in flight. */
export function useUndeliveredMail() {
  const {
    value: { mails, total },
    loading,
    reload,
  } = useReloadable(listUndeliveredMail, NONE, { title: 'Error', body: T.loadFailed });
  const { inFlight: updating, during } = useRowsInFlight();

  const [resendNow] = useCallableAction(resendMail, {
    success: resendNotice,
    failure: T.resendFailed,
    after: () => reload(),
  });
  const [dismissNow] = useCallableAction(dismissMail, {
    success: () => ({ title: 'Success', body: T.dismissed }),
    failure: T.dismissFailed,
    after: () => reload(),
  });

  const resend = (mailId: string) => during(mailId, () => resendNow(mailId));
  const dismiss = (mailId: string) => during(mailId, () => dismissNow(mailId));

  return { mails, total, loading, reload, updating, resend, dismiss };
}
