// The desk's 'Email link': a charge's pay link, token included, e-mailed by our mail
// sender to the owners of the charge's property, so the board need not copy it into an e-mail
// of its own.
import {
  COLLECTIONS,
  EMAIL_PAY_LINK_TEXTS as T,
  MISC_CHARGE_TEXTS,
  PAY_LINK_MAIL_WINDOW_MS,
  PAYMENT_TEXTS,
  emailPayLinkSchema,
  isMiscCharge,
  payLinkMailId,
  payLinkPath,
  payLinkRateLimitId,
  type CallableAnswer,
  type EmailPayLinkAnswer,
  type PaymentPrivate,
  type Property,
} from '@lakeside/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { payLinkMail, queuedMail } from '../mail/index.js';
import { adminDb } from '../shared/admin.js';
import { appUrl } from '../shared/appOrigins.js';
import { requireAdmin } from '../shared/caller.js';
import { CALLABLE_OPTIONS, onAppCall } from '../shared/callableOptions.js';
import { ServiceError, parsePayload, toHttpsError } from '../shared/errors.js';
import { logEvent } from '../shared/logs.js';
import { lastSentAt, sentWithinWindow } from '../shared/rateLimits.js';
import { runTransaction } from '../shared/transactions.js';
import { refuseUnpayable, type StoredPayment } from '../payments/index.js';

/**
 * E-mails an unpaid charge's pay link to each current owner of its property (properties/{id}
 * ownerUids, as the pay page goes by; their addresses from their profiles). One e-mail per
 * owner, not one to all: no owner sees another's address (DESIGN.md §4), and no owner gets a
 * charge's link twice within ten minutes (rateLimits/{payLinkRateLimitId}, read and written with
 * the mail), so a double click, or two admins at once, send each owner one. The charge is read
 * in the same transaction, so a link voided or paid meanwhile is not sent. No audit entry: the
 * log records changes to someone's standing or money (domain audit.ts), and this changes
 * neither; the mail documents are the record.
 */
export async function emailPayLinkToOwners(
  db: Firestore,
  paymentId: string,
  now = Date.now(),
): Promise<EmailPayLinkAnswer> {
  const paymentRef = db.collection(COLLECTIONS.payments).doc(paymentId);
  const secretRef = db.collection(COLLECTIONS.paymentsPrivate).doc(paymentId);
  const emailed = await runTransaction(db, async (tx) => {
    const [paymentSnap, secretSnap] = await tx.getAll(paymentRef, secretRef);
    const payment = paymentSnap?.data() as StoredPayment | undefined;
    if (!payment) throw new ServiceError('not-found', PAYMENT_TEXTS.paymentNotFound);
    if (!isMiscCharge(payment)) throw new ServiceError('failed-precondition', T.notMisc);
    // the pay page's own rule: paid, voided or money in transit is no link to send
    refuseUnpayable(payment);
    const token = (secretSnap?.data() as PaymentPrivate | undefined)?.payToken;
    if (!token) throw new ServiceError('failed-precondition', T.noLink);

    const property = (await tx.get(db.collection(COLLECTIONS.properties).doc(payment.propertyId))).data() as
      Property | undefined;
    if (!property) throw new ServiceError('not-found', MISC_CHARGE_TEXTS.propertyNotFound);
    const ownerUids = property.ownerUids ?? [];
    if (ownerUids.length === 0) throw new ServiceError('failed-precondition', T.noOwners);
    const profiles = await tx.getAll(...ownerUids.map((uid) => db.collection(COLLECTIONS.profiles).doc(uid)));
    const owners = profiles.flatMap((profile) => {
      const email: unknown = profile.get('email');
      if (typeof email !== 'string' || !email) return [];
      const mailRef = db.collection(COLLECTIONS.mail).doc(payLinkMailId(paymentId, profile.id, now));
      const limitRef = db.collection(COLLECTIONS.rateLimits).doc(payLinkRateLimitId(paymentId, profile.id));
      return [{ email, mailRef, limitRef }];
    });
    if (owners.length === 0) throw new ServiceError('failed-precondition', T.noOwnerEmail);

    // the owners not e-mailed it in the last ten minutes (an owner added since the last press is)
    const limits = await tx.getAll(...owners.map((owner) => owner.limitRef));
    const due = owners.filter((_, index) => !sentWithinWindow(limits[index]!, now, PAY_LINK_MAIL_WINDOW_MS));
    if (due.length === 0) throw new ServiceError('already-exists', T.tooSoon);
    const payUrl = appUrl(payLinkPath(paymentId, token));
    for (const { email, mailRef, limitRef } of due) {
      tx.set(limitRef, lastSentAt(now, PAY_LINK_MAIL_WINDOW_MS));
      tx.create(
        mailRef,
        queuedMail(
          payLinkMail(email, {
            invoiceNumber: payment.invoiceNumber,
            description: payment.description,
            property: payment.property,
            amountCents: payment.amountCents,
            payUrl,
          }),
        ),
      );
    }
    return due.length;
  });
  logEvent('miscCharge.linkEmailed', { paymentId, emailed });
  return { emailed };
}

/** emailPayLink (an admin): payload { paymentId }. */
export const emailPayLink = onAppCall<CallableAnswer<'emailPayLink'>>(CALLABLE_OPTIONS, async (request) => {
  await requireAdmin(request.auth, T);
  const { paymentId } = parsePayload(emailPayLinkSchema(), request.data);
  try {
    return await emailPayLinkToOwners(adminDb(), paymentId);
  } catch (error) {
    throw toHttpsError(error, T.failed);
  }
});
