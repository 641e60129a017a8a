// The board's long jobs (Sync All Properties, Remind All Late) run as billing does: claimed on a
// run document, in chunks with progress and a heartbeat after each, one run at a time, a stopped
// run replaced by the next start. The runner is called directly on a Firestore project of its
// own, with a job whose chunks read the run document as they go.
import { COLLECTIONS, JOB_RUN_STALE_MS, JOB_RUN_TEXTS, type JobRun } from '@lakeside/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runJob } from '../../functions/src/shared/jobRuns';
import { requireEmulators } from '../support/emulators';

const APP_NAME = 'job-runs';
const PROJECT = 'demo-lakeside-job-runs';
const jobsDb = (): Firestore =>
  getFirestore(
    getApps().find((app) => app.name === APP_NAME) ?? initializeApp({ projectId: PROJECT }, APP_NAME),
  );
const actor = { uid: 'treasurer-1', email: 'treasurer@lakeside.test' };
const runDoc = () => jobsDb().collection(COLLECTIONS.jobRuns).doc('syncHoaAccounts');
const readRun = async () => (await runDoc().get()).data() as JobRun<Timestamp>;
const start = { kind: 'syncHoaAccounts' as const, actor, zero: { synced: 0, created: 0, failed: 0 } };
const homes = (count: number) => Array.from({ length: count }, (_, i) => `home-${i}`);

beforeAll(async () => {
  await requireEmulators();
});

beforeEach(async () => {
  await runDoc().delete();
});

describe('a long job’s run', () => {
  it('goes through the homes in chunks, its progress and counts written after each', async () => {
    const seen: { done: number; total: number; state: string }[] = [];
    const answer = await runJob(
      jobsDb(),
      start,
      async () => homes(250),
      async (chunk) => {
        const { done, total, state } = await readRun();
        seen.push({ done, total, state });
        return { synced: chunk.length, created: 1, failed: 0 };
      },
      100,
    );
    expect(seen).toEqual([
      { done: 0, total: 250, state: 'running' },
      { done: 100, total: 250, state: 'running' },
      { done: 200, total: 250, state: 'running' },
    ]);
    expect(answer).toEqual({ synced: 250, created: 3, failed: 0 });
    const run = await readRun();
    expect(run).toMatchObject({ state: 'done', total: 250, done: 250, counts: answer, startedBy: actor });
    expect(run.finishedAt!.toMillis()).toBeGreaterThanOrEqual(run.startedAt.toMillis());
  });

  it('refuses a second start while the first runs, before reading anything, with a sentence', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = runJob(
      jobsDb(),
      start,
      async () => homes(3),
      async (chunk) => {
        await held;
        return { synced: chunk.length, created: 0, failed: 0 };
      },
    );
    await expect.poll(async () => (await runDoc().get()).get('state')).toBe('running');
    let loaded = false;
    await expect(
      runJob(
        jobsDb(),
        start,
        async () => {
          loaded = true;
          return homes(3);
        },
        async () => start.zero,
      ),
    ).rejects.toMatchObject({
      code: 'already-exists',
      message: JOB_RUN_TEXTS.alreadyRunning('syncHoaAccounts', 0),
    });
    expect(loaded).toBe(false);
    release();
    await expect(first).resolves.toEqual({ synced: 3, created: 0, failed: 0 });
  });

  it('a run whose heartbeat stopped is replaced by the next start', async () => {
    const stopped = Timestamp.fromMillis(Date.now() - JOB_RUN_STALE_MS - 1_000);
    await runDoc().set({
      ...start,
      state: 'running',
      total: 9,
      done: 3,
      counts: { synced: 3, created: 0, failed: 0 },
      startedAt: stopped,
      heartbeatAt: stopped,
      finishedAt: null,
    });
    const answer = await runJob(
      jobsDb(),
      start,
      async () => homes(9),
      async (chunk) => ({ synced: chunk.length, created: 0, failed: 0 }),
    );
    expect(answer).toEqual({ synced: 9, created: 0, failed: 0 });
    expect(await readRun()).toMatchObject({ state: 'done', total: 9, done: 9, counts: answer });
  });

  it('a chunk that throws ends the run failed, so the next start need not wait', async () => {
    await expect(
      runJob(
        jobsDb(),
        start,
        async () => homes(5),
        async () => {
          throw new Error('Firestore is down');
        },
      ),
    ).rejects.toThrow('Firestore is down');
    expect(await readRun()).toMatchObject({ state: 'failed', done: 0 });
    await expect(
      runJob(
        jobsDb(),
        start,
        async () => homes(5),
        async (chunk) => ({ synced: chunk.length, created: 0, failed: 0 }),
      ),
    ).resolves.toEqual({ synced: 5, created: 0, failed: 0 });
  });
});
