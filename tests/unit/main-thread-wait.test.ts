import { describe, expect, it } from 'vitest';
import { mainThreadWait, type TraceEvent } from '../../scripts/bench/mainThreadWait.ts';

// The page's renderer (pid 1) and an about:blank one (pid 2), both named CrRendererMain.
const threadNames: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: 1, tid: 10, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 2, tid: 20, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 1, tid: 11, ts: 0, args: { name: 'Compositor' } },
];
const task = (pid: number, tid: number, atMs: number, wallMs: number, cpuMs: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});
const paintAt = (atMs: number): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  pid: 1,
  tid: 10,
  ts: atMs * 1000,
});

describe('mainThreadWait (bench:account, bench:admin-pages)', () => {
  it('sums the page’s long tasks after the first paint, by wall and by CPU time', () => {
    const wait = mainThreadWait([
      ...threadNames,
      task(1, 10, 50, 40, 40), // before the first paint: not counted
      paintAt(100),
      task(1, 10, 200, 75, 23), // waited for a CPU most of its time
      task(1, 10, 300, 20, 20),
      task(1, 10, 400, 12, 12), // under 12.5 ms: never blocking at 4×
      task(1, 11, 500, 90, 90), // the compositor thread
      task(2, 20, 600, 30, 30), // another renderer
    ]);
    expect(wait).toEqual({
      cpuSlowdown: 4,
      longTasks: 2,
      wallMs: 95,
      cpuMs: 43,
      blockingFromWallMs: 4 * 75 - 50 + (4 * 20 - 50),
      blockingFromCpuMs: 4 * 23 - 50 + (4 * 20 - 50),
    });
  });

  it('takes the renderer that ran the most as the page’s, and counts a task without CPU time as running', () => {
    const wait = mainThreadWait([
      ...threadNames,
      task(2, 20, 10, 13, 13),
      { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 0, dur: 30_000 },
      task(1, 10, 100, 20, 5),
    ]);
    expect(wait.longTasks).toBe(2);
    expect(wait.cpuMs).toBe(35);
    expect(wait.blockingFromCpuMs).toBe(4 * 30 - 50);
  });

  it('counts at the desktop preset’s 1× only what is over 50 ms', () => {
    const wait = mainThreadWait(
      [
        ...threadNames,
        paintAt(0),
        task(1, 10, 100, 75, 23),
        task(1, 10, 200, 40, 40),
        task(1, 10, 300, 60, 60),
      ],
      1,
    );
    expect(wait).toEqual({
      cpuSlowdown: 1,
      longTasks: 2,
      wallMs: 135,
      cpuMs: 83,
      blockingFromWallMs: 25 + 10,
      blockingFromCpuMs: 10,
    });
  });
});
