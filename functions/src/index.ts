// Only wiring: each export is one deployed function, defined in its feature's folder (auth,
// users, documents, properties, hoaAccounts, duesRates, billing, payments, paymentsDesk, reminders,
// paperNotices, contact, health, mail, stripe, stripeWebhook; shared/ holds what they all use).
import { FUNCTIONS_REGION } from '@lakeside/domain';
import { setGlobalOptions } from 'firebase-functions/v2';

setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });

export { sendContactMessage } from './contact/sendContactMessage.js';
export { setContactMessageStatus } from './contact/setContactMessageStatus.js';
export { documentFile } from './documents/documentFile.js';
export { downloadDocument } from './documents/downloadDocument.js';
export { billYear, previewBilling } from './billing/callables.js';
export { setDuesRate } from './duesRates/setDuesRate.js';
export { health } from './health/health.js';
export { sendMail } from './mail/sendMail.js';
export { mailSweep } from './mail/mailSweep.js';
export { countUndeliveredMail, dismissMail, listUndeliveredMail, resendMail } from './mail/callables.js';
export { ensureHoaAccount, syncHoaAccounts, updateHoaAccount } from './hoaAccounts/callables.js';
export { cancelCheckout, confirmCheckout, openPayLink, payMiscCharge } from './payments/callables.js';
export {
  createHoaPayment,
  recordPayment,
  recountDeskTotals,
  refundPayment,
  voidMiscCharge,
  voidRecordedPayment,
} from './paymentsDesk/callables.js';
export { emailPayLink } from './paymentsDesk/emailPayLink.js';
export { stripeWebhook } from './stripeWebhook/stripeWebhook.js';
export { assignPropertyOwner, removePropertyOwner } from './properties/callables.js';
export { previewReminders, remindAllLate, sendReminder } from './reminders/callables.js';
export { monthlyReminders } from './reminders/monthlyReminders.js';
export { listPaperNotices } from './paperNotices/callables.js';
export { setApprovalStatus } from './users/setApprovalStatus.js';
export { syncProfileEmails } from './users/syncProfileEmails.js';
export { resendVerificationEmail } from './users/resendVerification.js';
