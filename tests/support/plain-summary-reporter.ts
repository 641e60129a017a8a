import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { type FileTiming, formatTimingTable, summarizeFiles } from './test-timing.mjs';

/**
 * Ends the run with where its time went (per layer, and the slowest files), the tests that passed
 * only when retried (a flake is named, not hidden), and then the plain line 'N passed, N failed'
 * (plus skipped when any), which CI reads as the closing summary whatever the runner.
 */
export default class PlainSummaryReporter implements Reporter {
  private runStart = Date.now();
  private readonly fileEnds = new Map<string, number>();

  onTestRunStart(): void {
    this.runStart = Date.now();
    this.fileEnds.clear();
  }

  onTestModuleEnd(module: TestModule): void {
    this.fileEnds.set(moduleKey(module), Date.now());
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const runEnd = Date.now();
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const flaky: string[] = [];
    for (const module of testModules) {
      const failedBefore = counts.failed;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed' && test.diagnostic()?.flaky)
          flaky.push(`${module.relativeModuleId} > ${test.fullName}`);
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      // a file that failed outside its tests (failed to load, a hook threw) counts once too
      if (module.state() === 'failed' && counts.failed === failedBefore) counts.failed++;
    }
    const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
    const line = `${counts.passed} passed, ${counts.failed} failed${skipped}`;

    const files = testModules.flatMap((module) => fileTiming(module, this.fileEnds, runEnd));
    const summary = summarizeFiles(files);
    const table = [...formatTimingTable(summary), ...flakyLines(flaky)];
    process.stdout.write(`\n${[...table, ...(table.length ? [''] : []), line].join('\n')}\n`);
    // scripts/test.mjs prints it again after the emulators have shut down, as the very last line
    if (process.env.TEST_SUMMARY_FILE)
      writeFileSync(process.env.TEST_SUMMARY_FILE, [...table, line].join('\n'));
    if (process.env.TEST_TIMING_FILE) {
      const timing = { runWallMs: runEnd - this.runStart, ...summary, flaky, files };
      writeFileSync(process.env.TEST_TIMING_FILE, `${JSON.stringify(timing, null, 2)}\n`);
    }
  }
}

function flakyLines(flaky: readonly string[]): string[] {
  if (!flaky.length) return [];
  return ['', `Passed only when retried (${flaky.length}):`, ...flaky.map((name) => `  ${name}`)];
}

function moduleKey(module: TestModule): string {
  return `${module.project.name}\0${module.moduleId}`;
}

/**
 * A file's time as Vitest measured it (import and set-up included), ending when Vitest reported
 * it done. Vitest gives each phase's duration but not the file's start: that is its end less
 * them. A file that never started (the run stopped first) has no timing.
 */
function fileTiming(module: TestModule, ends: ReadonlyMap<string, number>, runEnd: number): FileTiming[] {
  const diagnostic = module.diagnostic();
  const durationMs = Math.round(
    diagnostic.environmentSetupDuration +
      diagnostic.prepareDuration +
      diagnostic.collectDuration +
      diagnostic.setupDuration +
      diagnostic.duration,
  );
  const end = ends.get(moduleKey(module));
  if (end === undefined && durationMs === 0) return [];
  const fileEnd = end ?? runEnd;
  return [
    {
      file: module.relativeModuleId,
      project: module.project.name,
      start: fileEnd - durationMs,
      end: fileEnd,
      durationMs,
    },
  ];
}
