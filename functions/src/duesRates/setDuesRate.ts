import {
  ANNUAL_DUES_CENTS,
  COLLECTIONS,
  DUES_RATE_TEXTS,
  setDuesRateSchema,
  type CallableAnswer,
  type DuesRate,
} from '@lakeside/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { adminDb } from '../shared/admin.js';
import { CALLABLE_OPTIONS, onAppCall } from '../shared/callableOptions.js';
import { requireAdmin } from '../shared/caller.js';
import { parsePayload, toHttpsError } from '../shared/errors.js';
import { logEvent } from '../shared/logs.js';
import { runTransaction } from '../shared/transactions.js';

/** Whether any account owes `year`, read in the transaction. */
async function owedByAnyone(tx: Transaction, year: string): Promise<boolean> {
  const accounts = adminDb().collection(COLLECTIONS.hoaAccounts);
  return !(await tx.get(accounts.where('yearsOwed', 'array-contains', year).limit(1))).empty;
}

/**
 * Dues & Billing's Set Rate (admins only): a year's rate and due date, until the year
 * is billed; from then on the rate is locked (billing put that amount on every account, and a
 * different rate would make the accounts disagree with it). Its amount is locked as soon as any
 * account owes the year, billed by a run or not: the balance holds the year at the rate it had,
 * and a payment at another would leave money no year explains. The same rate again changes
 * nothing.
 */
export const setDuesRate = onAppCall<CallableAnswer<'setDuesRate'>>(CALLABLE_OPTIONS, async (request) => {
  const actor = await requireAdmin(request.auth, DUES_RATE_TEXTS);
  const { year, amountCents, dueDate } = parsePayload(setDuesRateSchema(new Date()), request.data);
  const db = adminDb();
  const ref = db.collection(COLLECTIONS.duesRates).doc(year);
  try {
    const changed = await runTransaction(db, async (tx) => {
      const current = (await tx.get(ref)).data() as DuesRate | undefined;
      if (current?.billedAt) throw new HttpsError('failed-precondition', DUES_RATE_TEXTS.locked(year));
      if (current?.amountCents === amountCents && current.dueDate === dueDate) return false;
      if (amountCents !== (current?.amountCents ?? ANNUAL_DUES_CENTS) && (await owedByAnyone(tx, year))) {
        throw new HttpsError('failed-precondition', DUES_RATE_TEXTS.lockedOwed(year));
      }
      const rate: DuesRate = {
        amountCents,
        dueDate,
        setBy: actor,
        setAt: FieldValue.serverTimestamp(),
        billedAt: null,
        billedBy: null,
      };
      tx.set(ref, rate);
      return true;
    });
    if (changed) logEvent('duesRate.set', { year, amountCents, by: actor.uid });
    return { changed };
  } catch (error) {
    throw toHttpsError(error, DUES_RATE_TEXTS.saveFailed);
  }
});
