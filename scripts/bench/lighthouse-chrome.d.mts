// Types of lighthouse-chrome.mjs for the TypeScript benchmarks.
import type { Result } from 'lighthouse';

export function launchChrome(): Promise<{ port: number; kill(): Promise<void> }>;
export function printScores(lhr: Result, targets: Record<string, number>): number;
