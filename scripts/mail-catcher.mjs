// The mail catcher (MailDev) for `npm start` and `npm test`: an SMTP server that keeps
// every e-mail the functions send, and a web inbox with a REST API (`GET /email`) to read them.
// Loopback only; its ports are firebase.json's emulators.mail (port: SMTP, webPort: the inbox),
// checked like the emulators' ports. The functions reach it through the SMTP_URL secret, which
// the emulators' set-up writes into functions/.secret.local (functions-env.mjs).
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startChildService } from './child-service.mjs';
import { firebaseConfig, root } from './emulator-setup.mjs';
import { readLocalSecret } from './localSecrets.mjs';

function address() {
  const { host = '127.0.0.1', port, webPort } = firebaseConfig().emulators.mail;
  return { host, port, webPort };
}

/** The SMTP URL of the catcher: what SMTP_URL must be for the e-mails to land there. */
export function catcherSmtpUrl() {
  const { host, port } = address();
  return `smtp://${host}:${port}`;
}

/** The catcher's web inbox (and REST API). */
export function catcherInboxUrl() {
  const { host, webPort } = address();
  return `http://${host}:${webPort}`;
}

/** Whether the emulated functions send to the catcher (SMTP_URL in functions/.secret.local). */
export function functionsSendToCatcher() {
  return readLocalSecret('SMTP_URL') === catcherSmtpUrl();
}

/**
 * Starts MailDev with an empty inbox and waits until its API answers.
 * @param {{ logFile?: string, directory: string }} options directory keeps the run's e-mails
 *   (emptied first); with logFile its output goes there, else to this terminal
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startMailCatcher({ logFile, directory }) {
  const { host, port, webPort } = address();
  rmSync(directory, { recursive: true, force: true });
  const maildev = path.join(
    path.dirname(createRequire(import.meta.url).resolve('maildev/package.json')),
    'bin',
    'maildev',
  );
  const url = catcherInboxUrl();
  const stop = await startChildService({
    label: 'The mail catcher (MailDev)',
    args: [
      maildev,
      ...['--ip', host, '--smtp', String(port)],
      ...['--web-ip', host, '--web', String(webPort)],
      ...['--mail-directory', path.resolve(root, directory)],
      '--silent',
    ],
    readyUrl: `${url}/email`,
    logFile,
  });
  return { url, stop };
}
