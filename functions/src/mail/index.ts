// The mail feature's public API: the document format every e-mail is queued in (queuedMail,
// which every feature writes mail/ documents with) and the templates that fill it. The sender itself (sendMail.ts) is wired in src/index.ts.
export type { MailDocument } from './mailDocument.js';
export { queuedMail } from './queuedMail.js';
export { contactCopyMail } from './templates/contactCopy.js';
export { receiptMail, type ReceiptFacts, type ReceiptPayment } from './templates/receipt.js';
export { duesNoticeMail, type DuesNoticeFacts } from './templates/duesNotice.js';
export { reminderMail, type ReminderFacts } from './templates/reminder.js';
export { refundMail, type RefundFacts } from './templates/refund.js';
export { disputeMail, type DisputeFacts } from './templates/dispute.js';
export { bankFailedMail, type BankFailedFacts } from './templates/bankFailed.js';
export { bankSubmittedMail, type BankSubmittedFacts } from './templates/bankSubmitted.js';
export { paymentVoidedMail, type PaymentVoidedFacts } from './templates/paymentVoided.js';
export { payLinkMail, type PayLinkFacts } from './templates/payLink.js';
export { verificationMail } from './templates/verification.js';
