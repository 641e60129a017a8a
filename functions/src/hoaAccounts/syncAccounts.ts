import { COLLECTIONS, type AuditActor, type SyncHoaAccountsAnswer } from '@lakeside/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { runJob } from '../shared/jobRuns.js';
import { logError } from '../shared/logs.js';
import { ensureAccount } from './ensureAccount.js';

/** How many properties are ensured at once: enough to be quick, few enough to not contend. */
const CONCURRENCY = 10;

/**
 * Sync All Properties (spec §7): ensures an account for every property and counts the
 * successes, as a job run (shared/jobRuns.ts: one at a time, in chunks, its progress on
 * jobRuns/syncHoaAccounts). Idempotent; one property's failure does not stop the others.
 */
export function syncAccounts(db: Firestore, actor: AuditActor): Promise<SyncHoaAccountsAnswer> {
  return runJob(
    db,
    { kind: 'syncHoaAccounts', actor, zero: { synced: 0, created: 0, failed: 0 } },
    async () => (await db.collection(COLLECTIONS.properties).select().get()).docs.map((doc) => doc.id),
    (ids) => ensureAccounts(db, ids),
  );
}

async function ensureAccounts(db: Firestore, ids: readonly string[]): Promise<SyncHoaAccountsAnswer> {
  const answer: SyncHoaAccountsAnswer = { synced: 0, created: 0, failed: 0 };
  for (let start = 0; start < ids.length; start += CONCURRENCY) {
    await Promise.all(
      ids.slice(start, start + CONCURRENCY).map(async (propertyId) => {
        try {
          const { created } = await ensureAccount(db, propertyId);
          answer.synced++;
          if (created) answer.created++;
        } catch (error) {
          answer.failed++;
          // The admin sees only the count; the log names the property, so it can be looked at.
          logError('hoaAccounts.syncPropertyFailed', error, { propertyId });
        }
      }),
    );
  }
  return answer;
}
