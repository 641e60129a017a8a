import { describe, expect, it } from 'vitest';
import {
  type FileTiming,
  finalSummary,
  formatDuration,
  formatSteps,
  formatTimingTable,
  summarizeFiles,
} from '../support/test-timing.mjs';

function file(project: string, name: string, start: number, end: number): FileTiming {
  return { file: `tests/${project}/${name}.test.ts`, project, start, end, durationMs: end - start };
}

describe('formatDuration', () => {
  it('says milliseconds under a second, seconds to one decimal under a minute, then minutes', () => {
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(849.6)).toBe('850 ms');
    expect(formatDuration(1000)).toBe('1.0 s');
    expect(formatDuration(12_345)).toBe('12.3 s');
    expect(formatDuration(59_949)).toBe('59.9 s');
    expect(formatDuration(59_950)).toBe('1 min 00 s');
    expect(formatDuration(245_000)).toBe('4 min 05 s');
    expect(formatDuration(3_600_000)).toBe('60 min 00 s');
  });
});

describe('summarizeFiles', () => {
  it("gives each layer the span from its first file's start to its last file's end, and the files' sum", () => {
    const summary = summarizeFiles([
      file('rules', 'a', 5_000, 9_000),
      file('unit', 'b', 1_000, 2_000),
      file('rules', 'c', 4_000, 6_000),
      file('unit', 'd', 1_500, 3_500),
    ]);
    expect(summary.layers).toEqual([
      { project: 'unit', files: 2, wallMs: 2_500, sumMs: 3_000 },
      { project: 'rules', files: 2, wallMs: 5_000, sumMs: 6_000 },
    ]);
  });

  it('lists the slowest files, slowest first, at most as many as asked', () => {
    const files = Array.from({ length: 12 }, (_, i) =>
      file('unit', `f${String(i).padStart(2, '0')}`, 0, i * 100),
    );
    const { slowest } = summarizeFiles(files);
    expect(slowest).toHaveLength(10);
    expect(slowest[0]).toEqual({ file: 'tests/unit/f11.test.ts', project: 'unit', durationMs: 1_100 });
    expect(slowest.at(-1)?.file).toBe('tests/unit/f02.test.ts');
    expect(summarizeFiles(files, 3).slowest.map((f) => f.durationMs)).toEqual([1_100, 1_000, 900]);
  });

  it('has nothing to say of a run without files', () => {
    expect(summarizeFiles([])).toEqual({ layers: [], slowest: [] });
    expect(formatTimingTable(summarizeFiles([]))).toEqual([]);
  });
});

describe('formatTimingTable', () => {
  it('prints the layers, then the slowest files, in aligned columns', () => {
    const lines = formatTimingTable(
      summarizeFiles([file('unit', 'money', 0, 800), file('integration', 'pay', 1_000, 61_000)]),
    );
    expect(lines).toEqual([
      "Time per layer (wall: first file start to last file end; file sum: the files' times added up)",
      '  layer        files        wall    file sum',
      '  unit             1      800 ms      800 ms',
      '  integration      1  1 min 00 s  1 min 00 s',
      'Slowest 2 files (import, set-up and tests)',
      '  1 min 00 s  integration  tests/integration/pay.test.ts',
      '      800 ms  unit         tests/unit/money.test.ts',
    ]);
  });
});

describe('formatSteps', () => {
  it("lists npm test's steps and the whole run", () => {
    expect(
      formatSteps(
        [
          { title: 'Type-check', ms: 41_200 },
          { title: 'Tests', ms: 300_000 },
        ],
        400_000,
      ),
    ).toEqual([
      'Time per step',
      '  Type-check      41.2 s',
      '  Tests       5 min 00 s',
      '  whole run   6 min 40 s',
    ]);
  });
});

describe('finalSummary', () => {
  const reporterSummary = 'Time per layer …\n  unit  1  1.0 s  1.0 s\n3 passed, 1 failed\n';

  it("ends with the reporter's last line, the logs just before it", () => {
    const text = finalSummary({
      steps: ['Time per step', '  Tests  1.0 s'],
      reporterSummary,
      logs: ['.cache/test-logs/emulators.log'],
    });
    expect(text.split('\n')).toEqual([
      'Time per step',
      '  Tests  1.0 s',
      'Time per layer …',
      '  unit  1  1.0 s  1.0 s',
      'Logs of this run:',
      '  .cache/test-logs/emulators.log',
      '3 passed, 1 failed',
    ]);
  });

  it('names no logs when there are none, and ends with the steps when Vitest never finished', () => {
    expect(
      finalSummary({ steps: ['Time per step'], reporterSummary })
        .split('\n')
        .at(-1),
    ).toBe('3 passed, 1 failed');
    expect(finalSummary({ steps: ['Time per step'], logs: ['emulators.log'] })).toBe(
      'Time per step\nLogs of this run:\n  emulators.log',
    );
  });
});
