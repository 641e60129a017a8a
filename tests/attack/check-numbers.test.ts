// The same check cannot be recorded twice by typing its number another way: a zero-width
// character pasted in, full-width digits, a trailing dot, spaces or a '#'. Each is refused with
// the sentence that names the payment already recorded, and the account is settled once.
import { hoaToday } from '@lakeside/domain';
import { describe, expect, it } from 'vitest';
import { refusal } from '../support/client';
import { accountOf, seedOwnedAccount } from '../support/payments';
import { useAdminClient } from '../support/useAdminClient';
import { createResident } from '../support/users';

const admin = useAdminClient();

const check = (propertyId: string, reference: string, year: string) => ({
  propertyId,
  method: 'check',
  reference,
  receivedOn: hoaToday(new Date()),
  paysFor: 'dues',
  yearsPaid: [year],
  notes: '',
});

describe('a check number typed another way', () => {
  it.each([
    ['a zero-width space inside it', '10\u200b42'],
    ['full-width digits', '\uff11\uff10\uff14\uff12'],
    ['a trailing dot', '1042.'],
    ['spaces and a number sign', ' # 10 42 '],
  ])('is the same check: %s', async (_, typed) => {
    const { propertyId } = await seedOwnedAccount([await createResident('approved')], ['2025', '2026']);
    const first = await admin().call('recordPayment', check(propertyId, '1042', '2025'));
    await expect(
      refusal(admin().call('recordPayment', check(propertyId, typed, '2026'))),
    ).resolves.toMatchObject({
      code: 'functions/already-exists',
      message: expect.stringContaining(first.invoiceNumber),
    });
    // the second year still owed: nothing of the refused payment was written
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
  });

  it('still tells two different checks apart', async () => {
    const { propertyId } = await seedOwnedAccount([await createResident('approved')], ['2025', '2026']);
    await admin().call('recordPayment', check(propertyId, '1042', '2025'));
    await expect(admin().call('recordPayment', check(propertyId, '10420', '2026'))).resolves.toMatchObject({
      invoiceNumber: expect.stringMatching(/^INV-/),
    });
  });
});
