// The board's side of the contact form: marking a message done, or new again. Apart
// from contact.ts, which the landing page loads: this one uses zod's full API.
import { z } from 'zod';
import { CONTACT_TEXTS, CONTACT_STATUSES } from './contact.js';
import { documentId } from './idSchemas.js';

export const setContactMessageStatusSchema = z.object({
  messageId: documentId(CONTACT_TEXTS.messageRequired, CONTACT_TEXTS.messageInvalid),
  status: z.enum(CONTACT_STATUSES, { error: CONTACT_TEXTS.statusInvalid }),
});
