// The same dues cannot be collected twice: a check recorded while the owner's checkout for the
// year is open (then paid), or a Cancel pressed while Stripe cannot be reached (the session
// stays payable while a new checkout for the same years is opened and paid too).
import { PAYMENT_TEXTS, RECORDED_PAYMENT_TEXTS as T, hoaToday } from '@lakeside/domain';
import { describe, expect, it } from 'vitest';
import { clientAs, refusal } from '../support/client';
import { accountOf, completedPayment, ownedAccount, sessionIdOf } from '../support/payments';
import { usePaymentsSetup } from '../support/paymentsSetup';
import { standIn } from '../support/stripeStandIn';
import { createResident } from '../support/users';

const { admin, track } = usePaymentsSetup();

async function ownerOwing2026() {
  const owner = await createResident('approved');
  const client = await track(clientAs(owner));
  const propertyId = await ownedAccount([owner], ['2026']);
  return { client, propertyId };
}

const completed = completedPayment;

describe('a check recorded while the owner’s checkout for the year is open', () => {
  it('is refused with the checkout’s invoice; the checkout, paid, settles the year once', async () => {
    const { client, propertyId } = await ownerOwing2026();
    const checkout = await client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
    const check = {
      propertyId,
      method: 'check',
      reference: '5150',
      receivedOn: hoaToday(new Date()),
      paysFor: 'dues',
      yearsPaid: ['2026'],
    };
    await expect(refusal(admin().call('recordPayment', check))).resolves.toEqual({
      code: 'functions/failed-precondition',
      message: T.beingPaidOnline(checkout.invoiceNumber),
    });
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
    await standIn.pay(sessionIdOf(checkout.url));
    await completed(checkout.paymentId);
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });
    // and now the year is not owed: the check has nothing to pay
    await expect(refusal(admin().call('recordPayment', check))).resolves.toMatchObject({
      message: T.yearsNotOwed('2026'),
    });
  });
});

describe('Cancel pressed while Stripe cannot be reached', () => {
  it('keeps the years held while the session may still be paid: no second checkout, paid once', async () => {
    const { client, propertyId } = await ownerOwing2026();
    const checkout = await client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
    await standIn.unreachableFor(propertyId, true);
    try {
      await expect(client.call('cancelCheckout', { invoiceNumber: checkout.invoiceNumber })).resolves.toEqual(
        {
          status: 'pending',
        },
      );
    } finally {
      await standIn.unreachableFor(propertyId, false);
    }
    expect((await standIn.session(sessionIdOf(checkout.url))).status).toBe('open');
    await expect(
      refusal(client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] })),
    ).resolves.toEqual({ code: 'functions/already-exists', message: PAYMENT_TEXTS.duplicate });
    // the old session, still payable at Stripe, is paid: settled once
    await standIn.pay(sessionIdOf(checkout.url));
    await completed(checkout.paymentId);
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });
  });
});
