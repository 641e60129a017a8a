import {
  REMINDER_TEXTS as R,
  type RemindAllAnswer,
  type RemindersPreview,
  type SendReminderAnswer,
} from '@lakeside/domain';
import { useCallback, useState } from 'react';
import { useNotify } from '@/components/notify';
import { errorNotice } from '@/lib/firebase/callableErrors';
import { previewReminders, remindAllLate, sendReminder } from '../api/reminders';

/**
 * Send Reminder on a row: the reminders sent from this page (applied to the rows without
 * reading the accounts again), which row is sending, and the toast either way.
 */
export function useSendReminder() {
  const notify = useNotify();
  const [sending, setSending] = useState<string | null>(null);
  const [sent, setSent] = useState<ReadonlyMap<string, SendReminderAnswer>>(new Map());
  const send = useCallback(
    async (propertyId: string) => {
      setSending(propertyId);
      try {
        const answer = await sendReminder(propertyId);
        setSent((known) => new Map(known).set(propertyId, answer));
        notify({ title: 'Success', body: R.sent(answer.recipients), intent: 'success' });
      } catch (error) {
        notify(errorNotice(error, R.sendFailed));
      } finally {
        setSending(null);
      }
    },
    [notify],
  );
  return { sending, sent, send };
}

/** Remind All Late, once confirmed: the toast says how many, and `onDone` reloads the rows. */
export function useRemindAll(onDone: () => void) {
  const notify = useNotify();
  return useCallback(async (): Promise<RemindAllAnswer | null> => {
    try {
      const answer = await remindAllLate();
      notify({
        title: answer.failed > 0 ? 'Warning' : 'Success',
        body:
          answer.reminded === 0 && answer.failed === 0
            ? R.noneDue
            : [R.allSent(answer.reminded), answer.failed > 0 ? R.someFailed(answer.failed) : '']
                .filter(Boolean)
                .join(' '),
        intent: answer.failed > 0 ? 'warning' : 'success',
      });
      onDone();
      return answer;
    } catch (error) {
      notify(errorNotice(error, R.remindAllFailed));
      return null;
    }
  }, [notify, onDone]);
}

/** Remind All Late's figures: `load` asks the server (null meanwhile); answers whether it could. */
export function useRemindersPreview() {
  const notify = useNotify();
  const [preview, setPreview] = useState<RemindersPreview | null>(null);
  const load = useCallback(async (): Promise<boolean> => {
    setPreview(null);
    try {
      setPreview(await previewReminders());
      return true;
    } catch (error) {
      notify(errorNotice(error, R.previewFailed));
      return false;
    }
  }, [notify]);
  return { preview, load };
}
