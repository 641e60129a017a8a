// The sweep: takes up every e-mail left waiting or left behind, the documents whose lease has run
// out while PENDING (a transient failure, its wait over) or PROCESSING (a sender that stopped
// mid-attempt). Called every few minutes by mailSweep (index.ts), and by the tests directly
// (the emulators cannot fire schedules).
import { COLLECTIONS, INDEXED_QUERIES, indexedFields } from '@lakeside/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logEvent } from '../shared/logs.js';
import { DELIVERY_TIMING, deliverMail, type DeliveryOutcome, type SenderSettings } from './deliverMail.js';

export interface SweepOptions {
  /** the documents' collection: mail/, or a test's own */
  collection?: string;
  /** at most this many documents per sweep: the rest wait for the next */
  limit?: number;
  /** no document is started after this long, so the sweep ends within its function's time */
  budgetMs?: number;
}

/**
 * Delivers each due document once more, one after the other, with a single attempt each (a
 * server that is down answers every one the same; the next sweep tries again, later). Answers
 * how each came out.
 */
export async function sweepMail(
  db: Firestore,
  settings: SenderSettings,
  { collection = COLLECTIONS.mail, limit = 50, budgetMs = 240_000 }: SweepOptions = {},
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
    outcomes.push(await deliverMail(doc.ref, settings, { ...DELIVERY_TIMING, retryDelaysMs: [] }));
  }
  if (outcomes.length > 0) logEvent('mail.swept', { due: due.size, taken: outcomes.length });
  return outcomes;
}
