// Every e-mail a feature queues goes through queuedMail (functions/src/mail/queuedMail.ts), so its
// delivery starts PENDING with a lease: if its trigger never runs, the sweep still sends it. A
// document written without it would wait for a trigger that may never come. This reads the
// functions' source: each template's call must be queuedMail's argument.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as mail from '../../functions/src/mail/index';
import { queuedMail } from '../../functions/src/mail/queuedMail';

const root = path.resolve(import.meta.dirname, '../../functions/src');
const templates = Object.keys(mail).filter((name) => name.endsWith('Mail') && name !== 'queuedMail');

function sources(): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(path.join(root, 'mail') + path.sep));
}

describe('queued e-mail', () => {
  it('every template a feature calls is wrapped in queuedMail', () => {
    expect(templates.length).toBeGreaterThanOrEqual(9);
    const call = new RegExp(`(queuedMail\\(\\s*)?\\b(${templates.join('|')})\\(`, 'g');
    const unqueued: string[] = [];
    let calls = 0;
    for (const file of sources()) {
      for (const match of readFileSync(file, 'utf8').matchAll(call)) {
        calls += 1;
        if (!match[1]) unqueued.push(`${path.relative(root, file)}: ${match[2]}`);
      }
    }
    expect(calls).toBeGreaterThanOrEqual(templates.length);
    expect(unqueued).toEqual([]);
  });

  it('starts PENDING, no attempt yet, leased for the grace the trigger has', () => {
    const { delivery } = queuedMail({ to: 'a@example.com', message: { subject: 'S', text: 'T' } });
    expect(delivery).toMatchObject({ state: 'PENDING', attempts: 0, rounds: 1, endTime: null, error: null });
    expect(delivery.leaseExpireTime!.toMillis() - delivery.startTime.toMillis()).toBe(10 * 60_000);
  });
});
