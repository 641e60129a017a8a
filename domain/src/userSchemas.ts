// setApprovalStatus's zod schema, with users.ts's messages. Apart from users.ts so that a page
// using only its helpers does not load zod.
import { z } from 'zod';
import { APPROVAL_STATUSES } from './auth.js';
import { documentId } from './idSchemas.js';
import { APPROVAL_TEXTS } from './users.js';

export const setApprovalStatusSchema = z.object({
  uid: documentId(APPROVAL_TEXTS.uidRequired, APPROVAL_TEXTS.uidInvalid),
  status: z.enum(APPROVAL_STATUSES, { error: APPROVAL_TEXTS.statusInvalid }),
  /**
   * The status the admin saw when they chose (the web app always sends it). When another admin
   * changed it meanwhile, this change is refused and nothing is written: the board decides on
   * what it sees, never on a state it did not see.
   */
  from: z.enum(APPROVAL_STATUSES, { error: APPROVAL_TEXTS.statusInvalid }).optional(),
});

export type SetApprovalStatusRequest = z.output<typeof setApprovalStatusSchema>;

/** resendVerificationEmail: whose link to send again. */
export const resendVerificationSchema = z.object({
  uid: documentId(APPROVAL_TEXTS.uidRequired, APPROVAL_TEXTS.uidInvalid),
});
export type ResendVerificationRequest = z.input<typeof resendVerificationSchema>;
