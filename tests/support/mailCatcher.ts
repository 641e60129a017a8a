// The e-mails the functions sent, as the mail catcher (MailDev, started by `npm test`) caught
// them, through its REST API; and the delivery the sender recorded on a mail/ document. Tests
// run at once share one catcher: each finds its own e-mails by a recipient or subject of its own.
import type { DocumentReference } from 'firebase-admin/firestore';
import type { MailDelivery } from '../../functions/src/mail/mailDocument';
import { emulator } from './emulators';

const { host, port, webPort } = emulator('mail');

/** What the functions are configured with: the catcher's SMTP server. */
export const catcherSmtpUrl = `smtp://${host}:${port}`;
export const catcherInboxUrl = `http://${host}:${webPort}`;

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  cc?: { address: string; name: string }[];
  replyTo?: { address: string; name: string }[];
  headers: Record<string, string>;
}

const caught: CaughtMail[] = [];
let reading: Promise<void> = Promise.resolve();

/**
 * Every e-mail caught so far, in the order they arrived. The catcher only ever appends, so each
 * call asks for the ones after those this file has already read: a test polling while the
 * suite's hundreds of e-mails pile up reads each once, not all of them four times a second.
 * Calls queue one behind the other, so two at once cannot both append the same new e-mails.
 */
export function caughtMails(): Promise<CaughtMail[]> {
  reading = reading.then(readNewMails, readNewMails);
  return reading.then(() => [...caught]);
}

async function readNewMails(): Promise<void> {
  // uncompressed: on one machine, gzip is only the catcher's CPU taken from the emulators
  const response = await fetch(`${catcherInboxUrl}/email?skip=${caught.length}`, {
    headers: { 'accept-encoding': 'identity' },
  });
  if (!response.ok) throw new Error(`the mail catcher answered ${response.status}: is npm test running it?`);
  caught.push(...((await response.json()) as CaughtMail[]));
}

export const sentTo = (address: string) => (mail: CaughtMail) =>
  [...mail.to, ...(mail.cc ?? [])].some((to) => to.address === address);

/**
 * The caught e-mails that `match`, once at least one has arrived and `quietMs` more have passed
 * with no other: so a second copy, had one been sent, would be among them.
 */
export async function mailsOnceArrived(
  match: (mail: CaughtMail) => boolean,
  { timeoutMs = 20_000, quietMs = 1_500 } = {},
): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await caughtMails()).filter(match);
    if (found.length > 0) {
      await new Promise((resolve) => setTimeout(resolve, quietMs));
      return (await caughtMails()).filter(match);
    }
    if (Date.now() > deadline) throw new Error(`no such e-mail reached the catcher in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The delivery recorded on a mail/ document once it is final (SUCCESS or ERROR). */
export async function finalDelivery(ref: DocumentReference, timeoutMs = 20_000): Promise<MailDelivery> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const delivery = (await ref.get()).get('delivery') as MailDelivery | undefined;
    if (delivery?.state === 'SUCCESS' || delivery?.state === 'ERROR') return delivery;
    if (Date.now() > deadline) {
      throw new Error(`${ref.path} was not delivered in ${timeoutMs / 1000} s: ${JSON.stringify(delivery)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
