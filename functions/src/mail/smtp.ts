import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

// The SMTP side of sending: the transport for SMTP_URL, and what a failure means.

/** An attempt that hangs is a failed attempt: well inside the sender's lease (deliverMail.ts). */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

/**
 * The transport for an `smtp://` or `smtps://` URL (user and password in it, URL-encoded), or a
 * sentence saying why the URL cannot be used. Parsed here rather than by nodemailer, which
 * would drop the timeouts given beside a URL.
 */
export function smtpTransport(smtpUrl: string): SMTPTransport.Options | string {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    return 'SMTP_URL is not a URL: set it to smtp://user:password@host:587 or smtps://user:password@host:465.';
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    return 'SMTP_URL must start with smtp:// or smtps://.';
  }
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  };
}

export function createSmtpTransport(options: SMTPTransport.Options) {
  return nodemailer.createTransport(options);
}

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

const failure = (error: unknown): SmtpFailure =>
  typeof error === 'object' && error !== null ? (error as SmtpFailure) : { message: String(error) };

/** nodemailer's codes for a server that could not be reached or dropped the line */
const CONNECTION_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
]);

/**
 * Whether trying again later may succeed: the server answered 4xx ("try again later": busy,
 * greylisting, rate limit) or could not be reached. A 5xx answer (no such mailbox, refused,
 * bad login) will not change by waiting.
 */
export function isTransientSmtpFailure(error: unknown): boolean {
  const { responseCode, code } = failure(error);
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return code !== undefined && CONNECTION_CODES.has(code);
}

/** The failure as the document records it: the server's answer, else nodemailer's message. */
export function smtpFailureReason(error: unknown): string {
  const { response, message, code } = failure(error);
  const said = response ?? message ?? 'unknown error';
  return code ? `${code}: ${said}` : said;
}

/** The failure as the log may carry it: codes only, never the server's text (it quotes addresses). */
export function smtpFailureCodes(error: unknown): { code: string | null; responseCode: number | null } {
  const { code, responseCode } = failure(error);
  return { code: code ?? null, responseCode: responseCode ?? null };
}
