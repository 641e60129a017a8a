import type { RemindAllAnswer, RemindersPreview, SendReminderAnswer } from '@lakeside/domain';
import { callFunction } from '@/lib/firebase/callable';

// The reminders are sent only by the functions, which decide again whether each
// account may be reminded and queue the e-mail in the same transaction.

export const sendReminder = (propertyId: string): Promise<SendReminderAnswer> =>
  callFunction('sendReminder', { propertyId });

export const previewReminders = (): Promise<RemindersPreview> => callFunction('previewReminders');

export const remindAllLate = (): Promise<RemindAllAnswer> => callFunction('remindAllLate');
