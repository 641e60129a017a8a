// Where a test run's time went: the figures the Vitest reporter (plain-summary-reporter.ts) and
// `npm test` (scripts/test.mjs) print at the end of a run and write to .cache/last-test-timing.json.
// Plain JavaScript so that scripts/test.mjs, which runs on Node without a TypeScript loader, can
// share it with the reporter; types in test-timing.d.mts.

/**
 * A duration as people read it: 850 ms, 12.3 s, 4 min 05 s.
 * @param {number} ms
 */
export function formatDuration(ms) {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/**
 * Per project (layer): how many files, the wall time from its first file's start to its last
 * file's end, and the sum of its files' times (more than the wall time when files run in
 * parallel); and the `slowest` files, slowest first.
 * @param {ReadonlyArray<import('./test-timing.d.mts').FileTiming>} files
 * @param {number} [slowest]
 * @returns {import('./test-timing.d.mts').TimingSummary}
 */
export function summarizeFiles(files, slowest = 10) {
  /** @type {Map<string, { project: string, files: number, start: number, end: number, sumMs: number }>} */
  const layers = new Map();
  for (const file of files) {
    const layer = layers.get(file.project) ?? {
      project: file.project,
      files: 0,
      start: file.start,
      end: file.end,
      sumMs: 0,
    };
    layer.files++;
    layer.start = Math.min(layer.start, file.start);
    layer.end = Math.max(layer.end, file.end);
    layer.sumMs += file.durationMs;
    layers.set(file.project, layer);
  }
  return {
    // in the order the layers started, which is the order a reader watched them run
    layers: [...layers.values()]
      .sort((a, b) => a.start - b.start)
      .map(({ project, files: count, start, end, sumMs }) => ({
        project,
        files: count,
        wallMs: end - start,
        sumMs,
      })),
    slowest: [...files]
      .sort((a, b) => b.durationMs - a.durationMs || a.file.localeCompare(b.file))
      .slice(0, slowest)
      .map(({ file, project, durationMs }) => ({ file, project, durationMs })),
  };
}

/**
 * Rows of cells as lines with every column as wide as its widest cell, indented by two spaces;
 * the columns `right` names are right-aligned (numbers).
 * @param {ReadonlyArray<ReadonlyArray<string>>} rows
 * @param {ReadonlyArray<number>} right
 */
function columns(rows, right) {
  const widths = rows.reduce(
    (acc, row) => row.map((cell, i) => Math.max(acc[i] ?? 0, cell.length)),
    /** @type {number[]} */ ([]),
  );
  return rows.map((row) =>
    `  ${row
      .map((cell, i) => (right.includes(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')}`.trimEnd(),
  );
}

/**
 * The reporter's table: time per layer, then the slowest files. No lines when no file ran.
 * @param {import('./test-timing.d.mts').TimingSummary} summary
 * @returns {string[]}
 */
export function formatTimingTable(summary) {
  if (summary.layers.length === 0) return [];
  return [
    "Time per layer (wall: first file start to last file end; file sum: the files' times added up)",
    ...columns(
      [
        ['layer', 'files', 'wall', 'file sum'],
        ...summary.layers.map((layer) => [
          layer.project,
          String(layer.files),
          formatDuration(layer.wallMs),
          formatDuration(layer.sumMs),
        ]),
      ],
      [1, 2, 3],
    ),
    `Slowest ${summary.slowest.length === 1 ? 'file' : `${summary.slowest.length} files`} (import, set-up and tests)`,
    ...columns(
      summary.slowest.map((file) => [formatDuration(file.durationMs), file.project, file.file]),
      [0],
    ),
  ];
}

/**
 * `npm test`'s own steps and the whole run.
 * @param {ReadonlyArray<{ title: string, ms: number }>} steps
 * @param {number} totalMs
 * @returns {string[]}
 */
export function formatSteps(steps, totalMs) {
  return [
    'Time per step',
    ...columns(
      [...steps.map((step) => [step.title, formatDuration(step.ms)]), ['whole run', formatDuration(totalMs)]],
      [1],
    ),
  ];
}

/**
 * The block `npm test` ends with: its steps, the reporter's summary (its table, then the line
 * 'N passed, N failed'), and, before that line, the logs to read when something failed. The
 * reporter's line stays the very last one: CI reads it.
 * @param {{ steps: ReadonlyArray<string>, reporterSummary?: string, logs?: ReadonlyArray<string> }} parts
 * @returns {string}
 */
export function finalSummary({ steps, reporterSummary, logs = [] }) {
  const summaryLines = reporterSummary ? reporterSummary.trimEnd().split('\n') : [];
  const lastLine = summaryLines.pop();
  const logLines = logs.length ? ['Logs of this run:', ...logs.map((log) => `  ${log}`)] : [];
  return [...steps, ...summaryLines, ...logLines, ...(lastLine === undefined ? [] : [lastLine])].join('\n');
}
