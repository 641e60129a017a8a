import { billingSkipReason, type BillingPreview, type BillingRun } from '@lakeside/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { yearRateOf } from '../duesRates/index.js';
import { ownerEmails, reachable } from '../shared/ownerEmails.js';
import {
  accountFigures,
  propertiesPaidFor,
  propertiesWithoutAccount,
  rateRef,
  runRef,
} from './billingData.js';

/** What billing `year` would do now: the Bill dialog's figures. Reads only. */
export async function previewBilling(db: Firestore, year: string): Promise<BillingPreview> {
  const [accounts, paid, rateSnap, runSnap] = await Promise.all([
    accountFigures(db),
    propertiesPaidFor(db, year),
    rateRef(db, year).get(),
    runRef(db, year).get(),
  ]);
  const run = runSnap.data() as BillingRun | undefined;
  const rate = run ? { amountCents: run.amountCents, dueDate: run.dueDate } : yearRateOf(rateSnap, year);
  const billable = accounts.filter(
    (account) => billingSkipReason(account, year, paid.has(account.id)) === null,
  );
  const toBill = billable.length;
  const emails = await ownerEmails(
    db,
    billable.flatMap((account) => account.ownerUids ?? []),
  );
  return {
    year,
    amountCents: rate.amountCents,
    dueDate: rate.dueDate,
    toBill,
    totalCents: toBill * rate.amountCents,
    skipped: accounts.length - toBill,
    withoutAccount: await propertiesWithoutAccount(db, new Set(accounts.map((account) => account.id))),
    withoutEmail: billable
      .filter((account) => !reachable(account.ownerUids ?? [], emails))
      .map((account) => account.property?.streetAddress ?? account.id),
    run: run ? { state: run.state, done: run.done, total: run.total } : null,
  };
}
