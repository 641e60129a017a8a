import { defineConfig } from 'vitest/config';
import PlainSummaryReporter from './tests/support/plain-summary-reporter.ts';

// One run: five layers, then the scale tests, then the desk's totals. `npm test` starts the emulators
// around it (scripts/test.mjs).
// expect.poll's own 1 s was shorter than a busy CI machine takes to load a page and call a
// function (CI, 2026-11-25): the layers that wait on the emulators poll for up to 20 s.
const poll = { expect: { poll: { timeout: 20_000 } } };

export default defineConfig({
  test: {
    reporters: ['default', new PlainSummaryReporter()],
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'rules', include: ['tests/rules/**/*.test.ts'], testTimeout: 20_000 } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          ...poll,
        },
      },
      // the outside attack review's findings, each reproduced so it stays fixed
      { test: { name: 'attack', include: ['tests/attack/**/*.test.ts'], testTimeout: 60_000, ...poll } },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          ...poll,
        },
      },
      // what reads every document a collection holds, the whole suite's by now: after the
      // layers, so their timeouts stay what their own tests need
      {
        test: {
          name: 'scale',
          include: ['tests/scale/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
          ...poll,
        },
      },
      // the desk's kept totals against Firestore's sums over every payment: alone and last,
      // after every layer that writes payments around the functions
      {
        test: {
          name: 'totals',
          include: ['tests/totals/**/*.test.ts'],
          testTimeout: 60_000,
          sequence: { groupOrder: 2 },
          ...poll,
        },
      },
    ],
  },
});
