// Types of test-timing.mjs for the TypeScript callers (the Vitest reporter, the unit tests).

/** One test file's time: its start and end (ms since the epoch) and how long it took. */
export interface FileTiming {
  /** the path relative to the repository, as Vitest names it */
  file: string;
  /** the Vitest project, i.e. the layer: unit, rules, integration, … */
  project: string;
  start: number;
  end: number;
  /** import, set-up and tests */
  durationMs: number;
}

export interface LayerTiming {
  project: string;
  files: number;
  wallMs: number;
  sumMs: number;
}

export interface TimingSummary {
  layers: LayerTiming[];
  slowest: Array<{ file: string; project: string; durationMs: number }>;
}

export function formatDuration(ms: number): string;
export function summarizeFiles(files: ReadonlyArray<FileTiming>, slowest?: number): TimingSummary;
export function formatTimingTable(summary: TimingSummary): string[];
export function formatSteps(steps: ReadonlyArray<{ title: string; ms: number }>, totalMs: number): string[];
export function finalSummary(parts: {
  steps: ReadonlyArray<string>;
  reporterSummary?: string;
  logs?: ReadonlyArray<string>;
}): string;
