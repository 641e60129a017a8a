import * as z from 'zod/mini';
import { singleLine } from './text.js';

// The landing page's contact form (spec §2, §5): every field required, the email email-shaped.
// The spec gives no texts for this form, so the messages say plainly what to fix. zod/mini
// rather than the classic API: the same rules at a fraction of the size, on the page whose
// bundle has a budget.

function requiredText(message: string, max: number, label: string, oneLine = false) {
  return z
    .string()
    .check(
      ...(oneLine ? [z.overwrite(singleLine)] : []),
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );
}

export const contactSchema = z.object({
  firstName: requiredText('First name is required', 100, 'First name'),
  lastName: requiredText('Last name is required', 100, 'Last name'),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Email is required'),
      z.email('Enter a valid email address'),
      z.maxLength(255, 'Email must be at most 255 characters'),
    ),
  propertyAddress: requiredText('Property address is required', 255, 'Property address'),
  // into the board's e-mail's Subject header, so on one line: a CR/LF there, typed or sent,
  // would add a header of the sender's choosing ("\r\nBcc: …")
  subject: requiredText('Subject is required', 200, 'Subject', true),
  message: requiredText('Message is required', 2000, 'Message'),
});

export type ContactMessage = z.infer<typeof contactSchema>;

/**
 * What the form sends: the six fields, and `website`, a field people never see (a honeypot).
 * A bot that fills every field fills it too; the callable then answers as if sent and stores
 * nothing.
 */
export const contactRequestSchema = z.extend(contactSchema, {
  website: z.optional(z.string().check(z.maxLength(500))),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
