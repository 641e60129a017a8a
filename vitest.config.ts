import { defineConfig } from 'vitest/config';
import PlainSummaryReporter from './tests/support/plain-summary-reporter.ts';

// One run, five layers. `npm test` starts the emulators around it (scripts/test.mjs).
export default defineConfig({
  test: {
    reporters: ['default', new PlainSummaryReporter()],
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'rules', include: ['tests/rules/**/*.test.ts'], testTimeout: 20_000 } },
      { test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], testTimeout: 30_000 } },
      // the outside attack review's findings (issue 11), each reproduced so it stays fixed
      { test: { name: 'attack', include: ['tests/attack/**/*.test.ts'], testTimeout: 300_000 } },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
