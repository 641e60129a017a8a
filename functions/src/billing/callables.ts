import {
  BILLING_RUN_TEXTS,
  billYearSchema,
  type CallableAnswer,
  callableTimeoutSeconds,
} from '@lakeside/domain';
import { adminDb } from '../shared/admin.js';
import { CALLABLE_OPTIONS, onAppCall } from '../shared/callableOptions.js';
import { requireAdmin } from '../shared/caller.js';
import { parsePayload, toHttpsError } from '../shared/errors.js';
import { previewBilling as preview } from './previewBilling.js';
import { runBilling } from './runBilling.js';

/** Dues & Billing's preview dialog (admins only): what billing a year would do. */
export const previewBilling = onAppCall<CallableAnswer<'previewBilling'>>(
  CALLABLE_OPTIONS,
  async (request) => {
    await requireAdmin(request.auth, BILLING_RUN_TEXTS);
    const { year } = parsePayload(billYearSchema(new Date()), request.data);
    try {
      return await preview(adminDb(), year);
    } catch (error) {
      throw toHttpsError(error, BILLING_RUN_TEXTS.previewFailed);
    }
  },
);

/**
 * Bill {year} Dues (admins only): runs the year's billing to the end and answers its counts.
 * The page follows the run document meanwhile; 9 minutes is ample for thousands of accounts
 * (bench:billing), and a run cut short is finished by starting it again.
 */
export const billYear = onAppCall<CallableAnswer<'billYear'>>(
  { ...CALLABLE_OPTIONS, timeoutSeconds: callableTimeoutSeconds('billYear') },
  async (request) => {
    const actor = await requireAdmin(request.auth, BILLING_RUN_TEXTS);
    const { year } = parsePayload(billYearSchema(new Date()), request.data);
    try {
      return await runBilling(adminDb(), actor, year);
    } catch (error) {
      throw toHttpsError(error, BILLING_RUN_TEXTS.runFailed);
    }
  },
);
