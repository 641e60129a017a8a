import {
  COLLECTIONS,
  JOB_CHUNK,
  JOB_RUN_STALE_MS,
  JOB_RUN_TEXTS,
  type AuditActor,
  type JobKind,
  type JobRun,
} from '@lakeside/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ServiceError } from './errors.js';
import { logError, logEvent } from './logs.js';
import { runTransaction } from './transactions.js';

// A long job over every home, run as billing is (billing/runBilling.ts): claimed on its run
// document, so a second start while it runs is refused with a sentence; taken in chunks, each
// followed by the run's progress and heartbeat; ended done, or failed. A run whose heartbeat
// stopped (its function was cut off at its time limit, or crashed) is replaced by the next start,
// which goes through every home again: each job is safe to run again (an account exists once,
// an account is reminded once in its days).

export interface JobStart<Counts extends Record<string, number>> {
  kind: JobKind;
  /** null for a scheduled run */
  actor: AuditActor | null;
  /** the counts before anything is done: the job's answer, all zero */
  zero: Counts;
}

const runRef = (db: Firestore, kind: JobKind) => db.collection(COLLECTIONS.jobRuns).doc(kind);

/**
 * Claims the job's run, then runs `runChunk` on the items `loadItems` answers, JOB_CHUNK at a
 * time, and answers the counts the chunks answered, added up. Refuses (already-exists, a
 * sentence) while another run of the same job is alive, before reading anything.
 */
export async function runJob<Item, Counts extends Record<string, number>>(
  db: Firestore,
  start: JobStart<Counts>,
  loadItems: () => Promise<readonly Item[]>,
  runChunk: (chunk: readonly Item[]) => Promise<Counts>,
  chunkSize: number = JOB_CHUNK,
): Promise<Counts> {
  const { kind } = start;
  await claimRun(db, start);
  const counts = { ...start.zero };
  try {
    const items = await loadItems();
    await runRef(db, kind).update({ total: items.length, heartbeatAt: Timestamp.now() });
    logEvent('job.started', { kind, total: items.length, by: start.actor?.uid ?? 'schedule' });
    for (let first = 0; first < items.length; first += chunkSize) {
      const chunk = items.slice(first, first + chunkSize);
      const outcome = await runChunk(chunk);
      const increments: Record<string, FieldValue> = {};
      for (const [key, value] of Object.entries(outcome)) {
        (counts as Record<string, number>)[key] = (counts[key] ?? 0) + value;
        increments[`counts.${key}`] = FieldValue.increment(value);
      }
      await runRef(db, kind).update({
        ...increments,
        done: FieldValue.increment(chunk.length),
        heartbeatAt: Timestamp.now(),
      });
    }
  } catch (error) {
    logError('job.failed', error, { kind });
    await endRun(db, kind, 'failed').catch(() => undefined);
    throw error;
  }
  await endRun(db, kind, 'done');
  logEvent('job.finished', { kind, ...counts });
  return counts;
}

function claimRun<Counts extends Record<string, number>>(
  db: Firestore,
  { kind, actor, zero }: JobStart<Counts>,
): Promise<void> {
  return runTransaction(db, async (tx) => {
    const ref = runRef(db, kind);
    const run = (await tx.get(ref)).data() as JobRun<Timestamp> | undefined;
    const now = Timestamp.now();
    if (run?.state === 'running' && now.toMillis() - run.heartbeatAt.toMillis() < JOB_RUN_STALE_MS) {
      const minutes = Math.floor((now.toMillis() - run.startedAt.toMillis()) / 60_000);
      throw new ServiceError('already-exists', JOB_RUN_TEXTS.alreadyRunning(kind, minutes));
    }
    const fresh: JobRun<Timestamp> = {
      kind,
      state: 'running',
      // known once the homes are read, just after
      total: 0,
      done: 0,
      counts: zero,
      startedBy: actor,
      startedAt: now,
      heartbeatAt: now,
      finishedAt: null,
    };
    tx.set(ref, fresh);
  });
}

async function endRun(db: Firestore, kind: JobKind, state: 'done' | 'failed'): Promise<void> {
  const now = Timestamp.now();
  await runRef(db, kind).update({ state, finishedAt: now, heartbeatAt: now });
}
