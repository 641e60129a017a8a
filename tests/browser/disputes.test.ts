// Disputes in Chromium, through the stand-in and the real webhook: a resident pays
// two years by card and disputes the charge with their bank. The board's desk shows a banner
// naming the invoice, the amount and the date to answer by; the invoice finds the row, whose chip
// says 'Disputed' and which offers no Refund. The bank decides against the association: the
// owner's My HOA Account shows both years owed again, the payment 'Dispute lost', and the trail
// says so. axe on the desk with the banner, at 1280 px and on a phone.
import { DISPUTE_TEXTS as D, REFUND_TEXTS as R, formatHoaDate } from '@lakeside/domain';
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { useChromium, useSignedIn } from '../support/browser';
import { clientAs } from '../support/client';
import { accountOf, eventually, ownedAccount, paymentById, sessionIdOf } from '../support/payments';
import { standIn } from '../support/stripeStandIn';
import { createResident, createTestUser } from '../support/users';

const signedInPage = useSignedIn(useChromium({ serviceWorkers: 'block' }));
const shots = new URL('../../.cache/screens/', import.meta.url);

describe('a disputed payment', () => {
  it('shows on the desk with a banner until the bank decides; lost, the owner owes the years again', async () => {
    mkdirSync(shots, { recursive: true });
    const owner = await createResident('approved');
    const propertyId = await ownedAccount([owner], ['2025', '2026']);
    const client = await clientAs(owner);
    const answer = await client.call('createHoaPayment', { propertyId, yearsPaying: ['2025', '2026'] });
    await client.close();
    const sessionId = sessionIdOf(answer.url);
    await standIn.pay(sessionId);
    await eventually(
      () => paymentById(answer.paymentId),
      (p) => p.status === 'completed',
    );
    const dispute = await standIn.dispute(sessionId);
    const open = await eventually(
      () => paymentById(answer.paymentId),
      (p) => p.dispute?.state === 'open',
    );
    const respondBy = formatHoaDate(open.dispute!.respondBy!.toDate());

    const admin = await createTestUser({ admin: true, approved: true });
    for (const width of [1280, 390]) {
      const page = await signedInPage(admin, { viewport: { width, height: 900 }, at: '/admin/payments' });
      // the banner is a group named by its title (Fluent's MessageBar)
      const banner = page.getByRole('group', { name: /payments? (is|are) disputed/ });
      await banner.waitFor();
      const item = banner.getByRole('button', {
        name: `${answer.invoiceNumber} · $329.58 · respond by ${respondBy}`,
      });
      await item.click();
      await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe(answer.invoiceNumber);
      const row =
        width === 1280
          ? page.getByRole('row').filter({ hasText: answer.invoiceNumber })
          : page
              .getByRole('list', { name: 'Transactions' })
              .getByRole('listitem')
              .filter({ hasText: answer.invoiceNumber });
      await row.getByText(D.disputed, { exact: true }).waitFor();
      await row.getByText(`$329.58 held by the bank · respond by ${respondBy}`).waitFor();
      await expect(
        row.getByRole('button', { name: `${R.refund} ${answer.invoiceNumber}` }).count(),
      ).resolves.toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: new URL(`dispute-desk-${width}.png`, shots).pathname });
      await page.context().close();
    }

    // the owner, meanwhile: under dispute with their bank, and never the board's deadline
    const open390 = await signedInPage(owner, { viewport: { width: 390, height: 844 }, at: '/my-account' });
    const history = open390
      .getByRole('list', { name: 'Payment History' })
      .getByRole('listitem')
      .filter({ hasText: answer.invoiceNumber });
    await history.getByText('Under dispute with your bank', { exact: true }).waitFor();
    await history.getByText('$329.58 held by the bank', { exact: true }).waitFor();
    expect(await history.innerText()).not.toContain('respond by');
    await open390.context().close();

    await standIn.closeDispute(dispute.id, 'lost');
    await eventually(
      () => paymentById(answer.paymentId),
      (p) => p.dispute?.state === 'lost',
    );
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 32000, yearsOwed: ['2025', '2026'] });
    const home = await signedInPage(owner, { viewport: { width: 390, height: 844 }, at: '/my-account' });
    await home.getByText(D.lost, { exact: true }).first().waitFor();
    await home.getByText('$329.58 taken back by the bank').first().waitFor();
    await home.getByText(D.lostEntry(answer.invoiceNumber, 32958)).first().waitFor();
    expect(await axeViolations(home)).toEqual([]);
    await home.screenshot({ path: new URL('dispute-owner-390.png', shots).pathname, fullPage: true });
    await home.context().close();
  });
});
