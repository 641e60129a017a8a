import {
  BILLING_RUN_STALE_MS,
  BILLING_RUN_TEXTS,
  type AuditActor,
  type BillYearAnswer,
  type BillingRun,
} from '@lakeside/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { duesScheduleIn, yearRateOf } from '../duesRates/index.js';
import { logEvent } from '../shared/logs.js';
import { runTransaction } from '../shared/transactions.js';
import { billChunk, type YearRate } from './billChunk.js';
import { accountIds, propertiesPaidFor, rateRef, runRef } from './billingData.js';

/** Accounts per transaction: 3 writes each and the run's counters stay under Firestore's 500. */
export const BILLING_CHUNK = 100;

/**
 * Bills `year` on every HOA account (DESIGN.md §9). The run is claimed first, in a
 * transaction that also locks the year's rate: a year already billed is refused, a run under way
 * (its heartbeat fresh) is refused, and a run whose heartbeat stopped (it died half-way) is
 * taken over and finished, at the rate it started with. Then the accounts go through in chunks
 * (billChunk), each account billed at most once whoever runs, thanks to its marker.
 */
export async function runBilling(
  db: Firestore,
  actor: AuditActor,
  year: string,
  chunkSize = BILLING_CHUNK,
): Promise<BillYearAnswer> {
  const [ids, paid] = await Promise.all([accountIds(db), propertiesPaidFor(db, year)]);
  const rate = await claimRun(db, actor, year, ids.length);
  logEvent('billing.started', { year, accounts: ids.length, amountCents: rate.amountCents, by: actor.uid });

  // the notices list every year each account owes, with its dues and due date
  const read = await duesScheduleIn(db);
  const schedule = {
    rates: { ...read.rates, [year]: rate.amountCents },
    dueDates: { ...read.dueDates, [year]: rate.dueDate },
  };

  let billed = 0;
  let skipped = 0;
  for (let start = 0; start < ids.length; start += chunkSize) {
    const outcome = await billChunk(db, year, ids.slice(start, start + chunkSize), { rate, schedule }, paid);
    billed += outcome.billed;
    skipped += outcome.skipped;
  }
  const finishedAt = Timestamp.now();
  await runRef(db, year).update({ state: 'done', finishedAt, heartbeatAt: finishedAt });
  // counted by the chunks on the run, a start that took over a dead run included
  const unmailed = ((await runRef(db, year).get()).get('unmailed') as number | undefined) ?? 0;
  logEvent('billing.finished', { year, billed, skipped, unmailed });
  return { billed, skipped, unmailed };
}

function claimRun(db: Firestore, actor: AuditActor, year: string, total: number): Promise<YearRate> {
  return runTransaction(db, async (tx) => {
    const [rateSnap, runSnap] = await tx.getAll(rateRef(db, year), runRef(db, year));
    const run = runSnap!.data() as BillingRun<Timestamp> | undefined;
    const now = Timestamp.now();
    if (run?.state === 'done')
      throw new HttpsError('failed-precondition', BILLING_RUN_TEXTS.alreadyBilled(year));
    if (run?.state === 'running' && now.toMillis() - run.heartbeatAt.toMillis() < BILLING_RUN_STALE_MS) {
      throw new HttpsError('already-exists', BILLING_RUN_TEXTS.alreadyRunning(year));
    }
    // a run taken over keeps its rate: the accounts it billed already were billed at that rate
    const rate = run ? { amountCents: run.amountCents, dueDate: run.dueDate } : yearRateOf(rateSnap!, year);
    // from now on the year's rate is locked (setDuesRate refuses a billed year)
    if (!rateSnap!.exists) {
      tx.set(rateRef(db, year), { ...rate, setBy: actor, setAt: now, billedAt: now, billedBy: actor });
    } else if (!rateSnap!.get('billedAt')) {
      tx.update(rateRef(db, year), { billedAt: now, billedBy: actor });
    }
    const fresh: BillingRun<Timestamp> = {
      year,
      state: 'running',
      total,
      done: 0,
      billed: 0,
      skipped: 0,
      amountCents: rate.amountCents,
      dueDate: rate.dueDate,
      billedCents: 0,
      unmailed: 0,
      startedBy: run?.startedBy ?? actor,
      startedAt: run?.startedAt ?? now,
      heartbeatAt: now,
      finishedAt: null,
    };
    tx.set(runRef(db, year), fresh);
    return { amountCents: rate.amountCents, dueDate: rate.dueDate };
  });
}
