// After a sale the buyer read the seller's name and e-mail on every old payment of the property:
// owners read their property's whole payment history. Now, when a property gains an owner, the
// payers of its payments from before move to each payment's private half (the board's only):
// the new owner sees the history without them, the board keeps them, and a refund or a dispute
// of such a payment still reaches its payer (functions/src/shared/payers.ts).
import { BOARD_EMAIL, COLLECTIONS } from '@lakeside/domain';
import { randomUUID } from 'node:crypto';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { clientAs } from '../support/client';
import { mailsOnceArrived, sentTo } from '../support/mailCatcher';
import { eventually, paymentById } from '../support/payments';
import { paidDues } from '../support/paidDues';
import { usePaymentsSetup } from '../support/paymentsSetup';
import { standIn } from '../support/stripeStandIn';
import { adminDb, createResident } from '../support/users';

const { admin, clients, track } = usePaymentsSetup();

/** A sale: the board assigns the buyer as the property's owner. */
async function sellTo(propertyId: string) {
  const buyer = await createResident('approved', { firstName: 'Bea' });
  await admin().call('assignPropertyOwner', { propertyId, uid: buyer.uid });
  return track(clientAs(buyer));
}

describe('a new owner and the payments from before', () => {
  it('reads the history without the payer’s name and e-mail; the board keeps them', async () => {
    const paid = await paidDues(['2025', '2026'], { clients });
    expect(paid.payment).toMatchObject({ payerEmail: paid.user.email });
    const buyer = await sellTo(paid.propertyId);

    const history = await getDocs(
      query(collection(buyer.db(), COLLECTIONS.payments), where('propertyId', '==', paid.propertyId)),
    );
    const seen = history.docs.find((found) => found.id === paid.paymentId)!.data();
    expect(seen).toMatchObject({
      invoiceNumber: paid.payment.invoiceNumber,
      amountCents: paid.payment.amountCents,
      yearsPaid: ['2025', '2026'],
      payerName: null,
      payerEmail: null,
    });
    expect(JSON.stringify(seen)).not.toContain(paid.user.email);
    // the private half stays the board's
    await expect(getDoc(doc(buyer.db(), COLLECTIONS.paymentsPrivate, paid.paymentId))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const kept = await adminDb().collection(COLLECTIONS.paymentsPrivate).doc(paid.paymentId).get();
    expect(kept.data()).toMatchObject({
      payerEmail: paid.user.email,
      payerName: expect.any(String) as string,
    });
  });

  it('a refund of such a payment still e-mails its payer', async () => {
    const paid = await paidDues(['2026'], { clients });
    await sellTo(paid.propertyId);
    await admin().call('refundPayment', {
      requestId: randomUUID(),
      paymentId: paid.paymentId,
      amountCents: paid.payment.totalChargedCents,
      reason: 'requested_by_owner',
      yearsBack: ['2026'],
    });
    await eventually(
      () => paymentById(paid.paymentId),
      (payment) => (payment.refundedCents ?? 0) > 0,
    );
    const mails = await mailsOnceArrived(
      (mail) => sentTo(paid.user.email)(mail) && mail.subject.includes('refunded'),
    );
    expect(mails).toHaveLength(1);
  });

  it('a dispute of such a payment still names its payer to the board', async () => {
    const paid = await paidDues(['2026'], { clients });
    await sellTo(paid.propertyId);
    await standIn.dispute(paid.sessionId);
    const [notice] = await mailsOnceArrived(
      (mail) =>
        mail.to.some((to) => to.address === BOARD_EMAIL) && mail.subject.includes(paid.payment.invoiceNumber),
    );
    expect(notice!.text).toContain(paid.user.email);
  });
});
