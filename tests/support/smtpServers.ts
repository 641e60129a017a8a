// SMTP servers a test file runs itself (smtp-server), that refuse on purpose, to drive the mail
// sender's retries, give-ups and resends. Each file closes its own with closeSmtpServers
// (afterAll).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

const servers: SMTPServer[] = [];

const close = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * An SMTP server: `refusal(attempt)` answers the SMTP code to refuse the `attempt`-th message
 * with (from 1), or null to take it; what it took is in `received`.
 */
export async function smtpServer(refusal: (attempt: number) => number | null) {
  let attempts = 0;
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      attempts += 1;
      const code = refusal(attempts);
      if (code === null) callback();
      else callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: code }));
    },
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  servers.push(server);
  return { url: `smtp://127.0.0.1:${port}`, attempts: () => attempts, received };
}

/** An SMTP server that answers `code` to the first `refusals` messages, then takes them. */
export const refusingServer = (refusals: number, code: number) =>
  smtpServer((attempt) => (attempt <= refusals ? code : null));

/** An SMTP server that answers 421 while `state.down` says so, and takes each message otherwise. */
export async function switchableServer() {
  const state = { down: true };
  return { ...(await smtpServer(() => (state.down ? 421 : null))), state };
}

/**
 * An SMTP server that takes at most `most` messages in any `windowMs`, as a mailbox provider's
 * sending limit does (Microsoft 365: 30 a minute), and answers 451 to each beyond. `refused`
 * counts those.
 */
export async function rateLimitedServer(most: number, windowMs: number) {
  const taken: number[] = [];
  let refused = 0;
  const server = await smtpServer(() => {
    const now = Date.now();
    while (taken.length > 0 && taken[0]! <= now - windowMs) taken.shift();
    if (taken.length >= most) {
      refused += 1;
      return 451;
    }
    taken.push(now);
    return null;
  });
  return { ...server, refused: () => refused };
}

/** The URL of an SMTP server that is gone: nothing answers at its port. */
export async function unreachableSmtpUrl(): Promise<string> {
  const { url } = await smtpServer(() => null);
  await close(servers.pop()!);
  return url;
}

/** Closes every server this file started. */
export async function closeSmtpServers(): Promise<void> {
  await Promise.all(servers.splice(0).map(close));
}
