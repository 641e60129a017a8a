// Shared set-up for the rules tests: each test file has its own project (so files can run in
// parallel and clear their data without touching each other), and prints the emulator's rule
// coverage for that project when it ends.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { emulator, requireEmulators } from '../support/emulators';

const RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

export async function rulesEnvironment(projectId: string): Promise<RulesTestEnvironment> {
  // Every denied operation is expected here; the SDK would log each one as a warning.
  setLogLevel('silent');
  await requireEmulators();
  const env = await initializeTestEnvironment({
    projectId,
    firestore: { ...emulator('firestore'), rules: RULES },
  });
  await env.clearFirestore();
  return env;
}

interface Condition {
  start: number;
  text: string;
}

/**
 * The conditions of the rules: every operand of the &&/|| chains in `allow … : if …;` and in
 * functions' `return …;`. Literal true/false are left out: the emulator never reports them
 * (a constant needs no evaluation), so they can be neither covered nor uncovered.
 */
export function ruleConditions(source: string): Condition[] {
  // Comments blanked out with spaces, so offsets still match the emulator's.
  const rules = source.replace(/\/\/[^\n]*/g, (comment) => ' '.repeat(comment.length));
  const conditions: Condition[] = [];
  const statement = /(?:\ballow\b[^:;]*:\s*if\s+|\breturn\s+)([^;]+);/g;
  for (let match = statement.exec(rules); match; match = statement.exec(rules)) {
    const body = match[1] ?? '';
    const bodyStart = match.index + match[0].length - body.length - 1;
    let depth = 0;
    let operandStart = 0;
    const push = (end: number) => {
      const raw = body.slice(operandStart, end);
      const text = raw.trim();
      if (text && text !== 'true' && text !== 'false') {
        conditions.push({ start: bodyStart + operandStart + raw.indexOf(text), text });
      }
    };
    for (let i = 0; i < body.length; i++) {
      const char = body[i];
      if (char === '(' || char === '[') depth++;
      else if (char === ')' || char === ']') depth--;
      else if (depth === 0 && (body.startsWith('&&', i) || body.startsWith('||', i))) {
        push(i);
        operandStart = i + 2;
        i++;
      }
    }
    push(body.length);
  }
  return conditions;
}

/** Where a rules file declares `match <path> {…}` or `function <name>(…) {…}`: [start, end). */
function blockRange(rules: string, header: string): [number, number] {
  const start = rules.indexOf(header);
  if (start < 0) throw new Error(`firestore.rules has no "${header}"`);
  let depth = 0;
  // The block opens at the header's own `{` (a `match` path has `{wildcard}`s before it).
  const open = header.endsWith('{') ? start + header.length - 1 : rules.indexOf('{', start);
  for (let i = open; i < rules.length; i++) {
    if (rules[i] === '{') depth++;
    else if (rules[i] === '}' && --depth === 0) return [start, i + 1];
  }
  throw new Error(`unbalanced braces after "${header}"`);
}

/** The part of the rules a test file is about: some match blocks and the functions they use. */
export interface RulesScope {
  matches: string[];
  functions: string[];
}

export interface RuleCoverage {
  evaluated: number;
  total: number;
  missed: string[];
}

/**
 * The emulator's rule-coverage report for `projectId` (…:ruleCoverage, the data behind its
 * .html page), summed up as: how many of the conditions in `scope` this project's requests
 * evaluated at least once. The report lists each evaluated expression by source offset.
 */
export async function ruleCoverage(projectId: string, scope?: RulesScope): Promise<RuleCoverage> {
  const { host, port } = emulator('firestore');
  const response = await fetch(`http://${host}:${port}/emulator/v1/projects/${projectId}:ruleCoverage`);
  if (!response.ok) throw new Error(`rule coverage: HTTP ${response.status}`);
  const report = (await response.json()) as { report?: unknown };
  const evaluatedStarts = new Set<number>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const expression = node as {
      sourcePosition?: { currentOffset?: number };
      values?: unknown[];
      children?: unknown[];
    };
    const start = expression.sourcePosition?.currentOffset;
    if (typeof start === 'number' && (expression.values ?? []).length > 0) evaluatedStarts.add(start);
    visit(expression.children);
  };
  visit(report.report);
  // Without a scope: the whole rules file.
  const ranges: [number, number][] = scope
    ? [
        ...scope.matches.map((path) => blockRange(RULES, `match ${path} {`)),
        ...scope.functions.map((name) => blockRange(RULES, `function ${name}(`)),
      ]
    : [[0, RULES.length]];
  const conditions = ruleConditions(RULES).filter((c) =>
    ranges.some(([start, end]) => c.start >= start && c.start < end),
  );
  const missed = conditions.filter((c) => !evaluatedStarts.has(c.start)).map((c) => c.text);
  return { evaluated: conditions.length - missed.length, total: conditions.length, missed };
}

export async function printRuleCoverage(
  projectId: string,
  label: string,
  scope?: RulesScope,
): Promise<RuleCoverage> {
  const coverage = await ruleCoverage(projectId, scope);
  const share = coverage.total ? ((100 * coverage.evaluated) / coverage.total).toFixed(1) : '0';
  const missed = coverage.missed.length ? ` Not evaluated: ${coverage.missed.join(' | ')}` : '';
  console.log(
    `Rules coverage (${label}, project ${projectId}): ${coverage.evaluated} of ${coverage.total} rule conditions evaluated (${share}%).${missed}`,
  );
  return coverage;
}

/**
 * A rules file's end (its afterAll): prints the coverage of the rules it is about, requires that
 * every condition of them was reached by some test of the file, and clears the project.
 */
export async function endWithFullCoverage(
  env: RulesTestEnvironment | undefined,
  projectId: string,
  label: string,
  scope: RulesScope,
): Promise<void> {
  if (!env) return;
  const coverage = await printRuleCoverage(projectId, label, scope);
  // Every condition of these rules is reached by some test of the file.
  expect(coverage.missed).toEqual([]);
  await env.cleanup();
}
