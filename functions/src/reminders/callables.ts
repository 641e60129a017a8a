import {
  REMINDER_LIMITS,
  REMINDER_TEXTS,
  propertyIdSchema,
  type CallableAnswer,
  callableTimeoutSeconds,
} from '@lakeside/domain';
import { adminDb } from '../shared/admin.js';
import { CALLABLE_OPTIONS, onAppCall } from '../shared/callableOptions.js';
import { requireAdmin } from '../shared/caller.js';
import { ServiceError, parsePayload, toHttpsError } from '../shared/errors.js';
import { previewReminders as preview, remindAllLate as remindAll } from './remindAll.js';
import { remindAccount, type ReminderOutcome } from './remindAccount.js';

/** Why a row's reminder was not sent, as the board reads it (nothing was written). */
function refusal(outcome: Extract<ReminderOutcome, { sent: false }>): ServiceError {
  switch (outcome.reason) {
    case 'notFound':
      return new ServiceError('not-found', REMINDER_TEXTS.accountNotFound);
    case 'notLate':
      return new ServiceError('failed-precondition', REMINDER_TEXTS.notLate);
    case 'noEmail':
      return new ServiceError('failed-precondition', REMINDER_TEXTS.noOwnerEmail);
    case 'recent':
      return new ServiceError('failed-precondition', REMINDER_TEXTS.remindedRecently(outcome.days));
  }
}

/** Send Reminder on a Delinquent Accounts row (admins only): at most once in 7 days. */
export const sendReminder = onAppCall<CallableAnswer<'sendReminder'>>(CALLABLE_OPTIONS, async (request) => {
  const actor = await requireAdmin(request.auth, REMINDER_TEXTS);
  const { propertyId } = parsePayload(propertyIdSchema, request.data);
  try {
    const outcome = await remindAccount(adminDb(), {
      propertyId,
      actor,
      trigger: 'row',
      minDays: REMINDER_LIMITS.minDays,
      now: new Date(),
    });
    if (!outcome.sent) throw refusal(outcome);
    return {
      propertyId,
      recipients: outcome.recipients,
      remindedAtMs: outcome.remindedAtMs,
      remindersSent: outcome.remindersSent,
    };
  } catch (error) {
    throw toHttpsError(error, REMINDER_TEXTS.sendFailed);
  }
});

/** Remind All Late's preview dialog (admins only). */
export const previewReminders = onAppCall<CallableAnswer<'previewReminders'>>(
  CALLABLE_OPTIONS,
  async (request) => {
    await requireAdmin(request.auth, REMINDER_TEXTS);
    try {
      return await preview(adminDb(), new Date());
    } catch (error) {
      throw toHttpsError(error, REMINDER_TEXTS.previewFailed);
    }
  },
);

/** Remind All Late (admins only): every late account not reminded in the last 7 days. */
export const remindAllLate = onAppCall<CallableAnswer<'remindAllLate'>>(
  { ...CALLABLE_OPTIONS, timeoutSeconds: callableTimeoutSeconds('remindAllLate') },
  async (request) => {
    const actor = await requireAdmin(request.auth, REMINDER_TEXTS);
    try {
      return await remindAll(adminDb(), {
        actor,
        trigger: 'all',
        minDays: REMINDER_LIMITS.minDays,
        now: new Date(),
      });
    } catch (error) {
      throw toHttpsError(error, REMINDER_TEXTS.remindAllFailed);
    }
  },
);
