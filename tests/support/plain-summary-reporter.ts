import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with the plain line 'N passed, N failed' (plus skipped when any), which CI
 * reads as the closing summary whatever the runner.
 */
export default class PlainSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      const failedBefore = counts.failed;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      // a file that failed outside its tests (failed to load, a hook threw) counts once too
      if (module.state() === 'failed' && counts.failed === failedBefore) counts.failed++;
    }
    const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
    const line = `${counts.passed} passed, ${counts.failed} failed${skipped}`;
    process.stdout.write(`\n${line}\n`);
    // scripts/test.mjs prints it again after the emulators have shut down, as the very last line
    if (process.env.TEST_SUMMARY_FILE) writeFileSync(process.env.TEST_SUMMARY_FILE, line);
  }
}
