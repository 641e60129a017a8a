// The sweep: takes up every e-mail left waiting or left behind, the documents whose lease has run
// out while PENDING (a transient failure, its wait over; or left to it by a sender that found no
// sending slot) or PROCESSING (a sender that stopped mid-attempt). Called every minute by
// mailSweep (index.ts), and by the tests directly (the emulators cannot fire schedules).
import { COLLECTIONS, INDEXED_QUERIES, indexedFields } from '@lakeside/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logEvent } from '../shared/logs.js';
import { DELIVERY_TIMING, deliverMail, type DeliveryOutcome, type SenderSettings } from './deliverMail.js';
import { slotMs } from './sendingPace.js';

export interface SweepOptions {
  /** the documents' collection: mail/, or a test's own */
  collection?: string;
  /** at most this many documents per sweep (by default what the pace lets the budget send) */
  limit?: number;
  /** no document is started after this long, so the sweep ends within its function's time */
  budgetMs?: number;
}

/** The sweep's own attempts: one each, and a longer look for a sending slot than a trigger's. */
const SWEEP_TIMING = {
  ...DELIVERY_TIMING,
  retryDelaysMs: [],
  slotSearch: { waitUpToMs: 30_000, tries: 20 },
};

/** Without a pace, at most this many documents per sweep; with one, what it lets the budget send. */
const UNPACED_LIMIT = 50;
const MOST_PER_SWEEP = 500;

function sweepLimit(settings: SenderSettings, budgetMs: number): number {
  if (!settings.pace) return UNPACED_LIMIT;
  return Math.min(MOST_PER_SWEEP, Math.ceil(budgetMs / slotMs(settings.pace)) + 1);
}

/**
 * Delivers each due document once more, one after the other, with a single attempt each (a
 * server that is down answers every one the same; the next sweep tries again, later), each at
 * its sending slot. Stops at the budget, or when no slot was free (other senders are keeping
 * the pace busy: the next sweep goes on). Answers how each came out.
 */
export async function sweepMail(
  db: Firestore,
  settings: SenderSettings,
  {
    collection = COLLECTIONS.mail,
    budgetMs = 50_000,
    limit = sweepLimit(settings, budgetMs),
  }: SweepOptions = {},
): Promise<DeliveryOutcome[]> {
  const started = Date.now();
  const [state, lease] = indexedFields(INDEXED_QUERIES.mailDue);
  const due = await db
    .collection(collection)
    .where(state, 'in', ['PENDING', 'PROCESSING'])
    .where(lease, '<=', Timestamp.now())
    .orderBy(lease)
    .limit(limit)
    .get();
  const outcomes: DeliveryOutcome[] = [];
  for (const doc of due.docs) {
    if (Date.now() - started > budgetMs) break;
    const outcome = await deliverMail(doc.ref, settings, SWEEP_TIMING);
    outcomes.push(outcome);
    if (outcome === 'PACED') break;
  }
  if (outcomes.length > 0) logEvent('mail.swept', { due: due.size, taken: outcomes.length });
  return outcomes;
}
