import { REMINDER_TEXTS as R, type RemindersPreview, type SendReminderAnswer } from '@lakeside/domain';
import { useCallback, useState } from 'react';
import { useCallableAction } from '@/hooks/useCallableAction';
import { previewReminders, remindAllLate, sendReminder } from '../api/reminders';

/**
 * Send Reminder on a row: the reminders sent from this page (applied to the rows without
 * reading the accounts again), which row is sending, and the toast either way.
 */
export function useSendReminder() {
  const [sending, setSending] = useState<string | null>(null);
  const [sent, setSent] = useState<ReadonlyMap<string, SendReminderAnswer>>(new Map());
  const [remind] = useCallableAction(sendReminder, {
    success: (answer) => ({ title: 'Success', body: R.sent(answer.recipients), intent: 'success' }),
    failure: R.sendFailed,
    after: (answer, propertyId) => setSent((known) => new Map(known).set(propertyId, answer)),
  });
  const send = useCallback(
    async (propertyId: string) => {
      setSending(propertyId);
      await remind(propertyId);
      setSending(null);
    },
    [remind],
  );
  return { sending, sent, send };
}

/**
 * Remind All Late, once confirmed: the toast says how many, and `onDone` reloads the rows.
 * Answers whether the reminders went out.
 */
export function useRemindAll(onDone: () => void): () => Promise<boolean> {
  const [remindAll] = useCallableAction(remindAllLate, {
    success: (answer) => ({
      title: answer.failed > 0 ? 'Warning' : 'Success',
      body: [
        answer.reminded === 0 && answer.failed === 0 ? R.noneDue : R.allSent(answer.reminded),
        answer.failed > 0 ? R.someFailed(answer.failed) : '',
        answer.withoutEmail > 0 ? R.skippedWithoutEmail(answer.withoutEmail) : '',
      ]
        .filter(Boolean)
        .join(' '),
      intent: answer.failed > 0 ? 'warning' : 'success',
    }),
    failure: R.remindAllFailed,
    after: () => onDone(),
  });
  return remindAll;
}

/** Remind All Late's figures: `load` asks the server (null meanwhile); answers whether it could. */
export function useRemindersPreview() {
  const [preview, setPreview] = useState<RemindersPreview | null>(null);
  const [load] = useCallableAction(
    () => {
      setPreview(null);
      return previewReminders();
    },
    { failure: R.previewFailed, after: (figures) => setPreview(figures) },
  );
  return { preview, load };
}
