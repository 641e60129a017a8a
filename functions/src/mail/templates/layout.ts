import { HOA_NAME } from '@lakeside/domain';
import { MAIL_TEXTS } from '../texts.js';

// The one look of the product's e-mails, as HTML and as plain text from the same content.
// The HTML is what mail apps render well: one centred column at most 560 px wide that
// shrinks to a phone's width, tables for layout, inline styles (clients drop <style> and
// classes), system fonts, and contrast that passes WCAG AA (#242424 and #616161 on white,
// white on #0f6cbd). Every value is escaped: names, subjects and messages come from people.

export interface EmailContent {
  subject: string;
  heading: string;
  /** paragraphs before the details */
  intro: string[];
  /** label and value, one row each */
  details: (readonly [string, string])[];
  /** a block of someone's own words, kept as they wrote it (a contact message) */
  quote?: string;
  /** the one button: where to go next */
  action?: { label: string; url: string };
  /** paragraphs after the button */
  footer: string[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function htmlOf(content: EmailContent): string {
  const paragraph = (text: string, color = '#242424') =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${color}">${escapeHtml(text)}</p>`;
  const rows = content.details
    .map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" valign="top" style="padding:8px 12px 8px 0;border-top:1px solid #e0e0e0;font-size:14px;font-weight:600;color:#616161;width:40%">${escapeHtml(label)}</th>` +
        `<td valign="top" style="padding:8px 0;border-top:1px solid #e0e0e0;font-size:15px;color:#242424;word-break:break-word">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const quote = content.quote
    ? `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #0f6cbd;background:#f5f5f5;font-size:15px;line-height:22px;color:#242424;white-space:pre-wrap;word-break:break-word">${escapeHtml(content.quote)}</div>`
    : '';
  const action = content.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:4px;background:#0f6cbd;color:#ffffff;font-size:16px;font-weight:600;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : '';
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f5f5f5;font-family:${FONT}">`,
    // an e-mail is read inside a mail app's page: an article, named by its subject, not a main
    `<div role="article" aria-roledescription="email" aria-label="${escapeHtml(content.subject)}" lang="en">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f5"><tr><td align="center" style="padding:16px 8px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">',
    `<tr><td style="padding:16px 24px;border-bottom:1px solid #e0e0e0;font-size:14px;font-weight:600;color:#0f6cbd">${escapeHtml(HOA_NAME)}</td></tr>`,
    '<tr><td style="padding:24px">',
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:#242424">${escapeHtml(content.heading)}</h1>`,
    ...content.intro.map((text) => paragraph(text)),
    rows
      ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px;border-bottom:1px solid #e0e0e0">${rows}</table>`
      : '',
    quote,
    action,
    ...content.footer.map((text) => paragraph(text, '#616161')),
    '</td></tr>',
    `<tr><td style="padding:16px 24px;border-top:1px solid #e0e0e0;font-size:13px;color:#616161">${escapeHtml(MAIL_TEXTS.signature)}</td></tr>`,
    '</table></td></tr></table></div></body></html>',
  ].join('\n');
}

function textOf(content: EmailContent): string {
  const width = Math.max(0, ...content.details.map(([label]) => label.length)) + 2;
  return [
    content.heading,
    '',
    ...content.intro.flatMap((text) => [text, '']),
    ...content.details.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    ...(content.details.length > 0 ? [''] : []),
    ...(content.quote ? [content.quote, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...content.footer.flatMap((text) => [text, '']),
    '--',
    MAIL_TEXTS.signature,
  ].join('\n');
}

/** One e-mail's content as the message of a mail/ document. */
export function renderEmail(content: EmailContent): RenderedEmail {
  return { subject: content.subject, text: textOf(content), html: htmlOf(content) };
}
