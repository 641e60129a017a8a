import type { AuditActor } from './audit.js';

// The board's long jobs over every home (Sync All Properties, Remind All Late): one run of each
// at a time, its progress and heartbeat on a document of its own (jobRuns/{kind}), the homes
// taken in chunks, like a year's billing (billing.ts). Every such job is safe to run again, so a
// run that stopped half-way is simply started again.

/** The jobs that run so, by the callable that starts them. */
export type JobKind = 'syncHoaAccounts' | 'remindAllLate';

/** What the board calls each job. */
export const JOB_LABELS: Record<JobKind, string> = {
  syncHoaAccounts: 'Sync All Properties',
  remindAllLate: 'Remind All Late',
};

/** jobRuns/{kind}: the last run of a job, and how far it got. */
export interface JobRun<Time> {
  kind: JobKind;
  state: 'running' | 'done' | 'failed';
  /** the homes (properties, late accounts) the run goes through */
  total: number;
  /** how many of them are through */
  done: number;
  /** the job's own counts so far (its callable's answer) */
  counts: Record<string, number>;
  /** null for the monthly schedule */
  startedBy: AuditActor | null;
  startedAt: Time;
  /** written after each chunk: a run whose heartbeat is older than JOB_RUN_STALE_MS stopped */
  heartbeatAt: Time;
  finishedAt: Time | null;
}

/** How many homes a run takes between two heartbeats. */
export const JOB_CHUNK = 100;

/** How long a run may go without a heartbeat before another start takes its place. */
export const JOB_RUN_STALE_MS = 2 * 60 * 1000;

export const JOB_RUN_TEXTS = {
  alreadyRunning: (kind: JobKind, minutesAgo: number) =>
    `${JOB_LABELS[kind]} is already running (started ${
      minutesAgo < 1 ? 'less than a minute' : minutesAgo === 1 ? '1 minute' : `${minutesAgo} minutes`
    } ago). Try again once it has finished.`,
} as const;
