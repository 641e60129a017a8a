// Lighthouse's runs share this 2-core machine with the emulators that stand in for Firebase's
// servers; a phone does not. Lighthouse multiplies the page's observed main-thread time by its
// CPU slowdown (4 on the mobile preset), so every millisecond the renderer waits for a CPU the
// emulators hold counts four times against the page. This lowers the emulators' priority (nice 19) for the rest
// of the benchmark: they still answer, but give way to the browser when both want a CPU.
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';

const LOWEST = 19;

function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');

function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = parentOf(Number(entry));
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

/**
 * Lowers the priority of every process that `firebase emulators:exec` (an ancestor of this one)
 * started, except this process, its ancestors and what it starts (Chromium): each of their
 * threads, since Linux sets a nice value per thread. Answers how many processes it lowered; 0
 * where there is no /proc or no emulators above this process (nothing to give way then).
 */
export function lowerServerPriority(): number {
  try {
    const ancestors: number[] = [];
    for (let pid = parentOf(process.pid); pid > 1; pid = parentOf(pid)) ancestors.push(pid);
    const cli = ancestors.find((pid) => /emulators:exec/.test(commandOf(pid)));
    if (cli === undefined) return 0;
    const children = childrenByParent();
    let lowered = 0;
    const lower = (pid: number) => {
      if (pid === process.pid) return;
      if (pid === cli || !ancestors.includes(pid)) {
        for (const thread of readdirSync(`/proc/${pid}/task`)) {
          try {
            os.setPriority(Number(thread), LOWEST);
          } catch {
            // a thread that ended meanwhile
          }
        }
        lowered++;
      }
      for (const child of children.get(pid) ?? []) lower(child);
    };
    lower(cli);
    return lowered;
  } catch {
    return 0;
  }
}
