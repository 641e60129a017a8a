// How much of the page's long tasks, in a Lighthouse run's trace, was the page's own work and
// how much was its main thread waiting for a CPU.
//
// Lighthouse's simulated Total Blocking Time multiplies each observed main-thread task by its
// CPU slowdown (4 for the mobile preset, a mid-range phone; 1 for the desktop one) and counts
// what is over 50 ms. It takes each task's wall time. On the 2-core benchmark machine the
// renderer's main thread is often descheduled in the middle of a task (Chromium's own
// processes, the emulators, the host's neighbours), so a task of 23 ms of script can last 75 ms:
// the trace's `tdur` (the thread's CPU time) shows it. The same build gave TBTs of 470 to
// 2,320 ms in one run of five. This module sums both, so each run's figure can be read as the
// page's or the machine's.

/** The trace events this module reads (Chrome's trace event format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: unknown };
}

export interface MainThreadWait {
  /** Lighthouse's CPU slowdown the sums below use */
  cpuSlowdown: number;
  /** main-thread tasks from the first contentful paint on that could block: ≥ 50 ms / slowdown */
  longTasks: number;
  /** their wall time, ms */
  wallMs: number;
  /** their CPU time (the thread running), ms */
  cpuMs: number;
  /** Σ max(0, slowdown × wall − 50): Lighthouse's way of counting, from wall time */
  blockingFromWallMs: number;
  /** Σ max(0, slowdown × CPU − 50): the same from CPU time, as if the thread had never waited */
  blockingFromCpuMs: number;
}

/** Lighthouse's mobile CPU slowdown, its default. */
const MOBILE_SLOWDOWN = 4;
/** What of a (slowed) task blocks: its time over 50 ms. At 4×, a task counts from 12.5 ms. */
const BLOCKING_MS = 50;

/**
 * The page's main thread: the renderer thread named CrRendererMain with the most task time
 * (other renderers, e.g. about:blank's, run little). undefined when the trace has none.
 */
function pageMainThread(events: readonly TraceEvent[]): string | undefined {
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const busy = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && event.ph === 'X' && mains.has(thread))
      busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
  }
  return [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * Sums the page's long tasks after its first contentful paint, by wall and by CPU time, slowed
 * down as Lighthouse's settings say (`configSettings.throttling.cpuSlowdownMultiplier`).
 */
export function mainThreadWait(events: readonly TraceEvent[], cpuSlowdown = MOBILE_SLOWDOWN): MainThreadWait {
  const blocking = (ms: number) => Math.max(0, cpuSlowdown * ms - BLOCKING_MS);
  const thread = pageMainThread(events);
  const onThread = (event: TraceEvent) => `${event.pid}:${event.tid}` === thread;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && onThread(event));
  const from = paint?.ts ?? -Infinity;
  const wait: MainThreadWait = {
    cpuSlowdown,
    longTasks: 0,
    wallMs: 0,
    cpuMs: 0,
    blockingFromWallMs: 0,
    blockingFromCpuMs: 0,
  };
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || !onThread(event) || event.ts < from) continue;
    const wallMs = (event.dur ?? 0) / 1000;
    if (wallMs < BLOCKING_MS / cpuSlowdown) continue;
    const cpuMs = Math.min(wallMs, (event.tdur ?? event.dur ?? 0) / 1000);
    wait.longTasks++;
    wait.wallMs += wallMs;
    wait.cpuMs += cpuMs;
    wait.blockingFromWallMs += blocking(wallMs);
    wait.blockingFromCpuMs += blocking(cpuMs);
  }
  return wait;
}

/** One line for a benchmark's output. */
export function describeMainThreadWait(wait: MainThreadWait): string {
  const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
  return (
    `${wait.longTasks} long tasks after the first paint: ${ms(wait.wallMs)} long, ` +
    `${ms(wait.cpuMs)} of it running (Σ ${wait.cpuSlowdown}×task − 50: ${ms(wait.blockingFromWallMs)} by wall time, ` +
    `${ms(wait.blockingFromCpuMs)} by CPU time)`
  );
}
