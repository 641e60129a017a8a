// Every callable's time limit on the server is the domain's table's (CALLABLE_TIMEOUT_SECONDS,
// else Cloud Functions' 60 s), and the app waits longer than the server may take: a board member
// never sees "failed" for a job that goes on running. Read from what deploys (each function's
// endpoint), and the scheduled jobs are tried again when a run fails.
import {
  DEFAULT_CALLABLE_TIMEOUT_SECONDS,
  callableClientTimeoutMs,
  callableTimeoutSeconds,
  type CallableName,
} from '@lakeside/domain';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as deployed from '../../functions/src/index';

interface Endpoint {
  /** a number when the function sets one; else the framework's marker for its default */
  timeoutSeconds?: unknown;
  callableTrigger?: unknown;
  scheduleTrigger?: { retryConfig?: { retryCount?: number | null } };
}
const endpoints = Object.entries(deployed).map(
  ([name, fn]) => [name, (fn as unknown as { __endpoint: Endpoint }).__endpoint] as const,
);
const callables = endpoints.filter(([, endpoint]) => endpoint.callableTrigger);

describe('the callables’ time limits', () => {
  it('each deployed callable has the table’s limit; the app waits longer', () => {
    expect(callables.length).toBeGreaterThanOrEqual(30);
    const table = callables.map(([name, endpoint]) => ({
      name,
      server:
        typeof endpoint.timeoutSeconds === 'number'
          ? endpoint.timeoutSeconds
          : DEFAULT_CALLABLE_TIMEOUT_SECONDS,
    }));
    expect(table).toEqual(
      callables.map(([name]) => ({ name, server: callableTimeoutSeconds(name as CallableName) })),
    );
    for (const { name, server } of table) {
      expect(callableClientTimeoutMs(name as CallableName), name).toBeGreaterThan(server * 1000);
    }
  });

  it('the long jobs have minutes, not the default minute', () => {
    for (const name of ['billYear', 'remindAllLate', 'syncHoaAccounts', 'syncProfileEmails'] as const) {
      expect(callableTimeoutSeconds(name), name).toBeGreaterThanOrEqual(300);
    }
  });

  it('the app’s one callable client uses the table', () => {
    const client = readFileSync(
      path.resolve(import.meta.dirname, '../../web/src/lib/firebase/functionsClient.ts'),
      'utf8',
    );
    expect(client).toContain('timeout: callableClientTimeoutMs(name');
  });
});

describe('the scheduled jobs', () => {
  it('are tried again when a run fails', () => {
    const scheduled = endpoints.filter(([, endpoint]) => endpoint.scheduleTrigger);
    expect(scheduled.map(([name]) => name).sort()).toEqual(['mailSweep', 'monthlyReminders']);
    for (const [name, endpoint] of scheduled) {
      expect(endpoint.scheduleTrigger!.retryConfig?.retryCount ?? 0, name).toBeGreaterThanOrEqual(1);
    }
  });
});
