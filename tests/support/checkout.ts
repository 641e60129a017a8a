import type { Page } from 'playwright-core';
import { standIn } from './stripeStandIn';
import { PAYMENTS_UI_TEXTS as M } from '../../web/src/features/payments/texts';

/**
 * On My HOA Account (already open, on the property to pay): ticks `years` on Make a Payment,
 * presses Pay and answers the checkout's tab, once it is on the stand-in's page.
 */
export async function startCheckout(page: Page, years: readonly string[] = ['2026']): Promise<Page> {
  const card = page.getByRole('region', { name: M.makePayment });
  for (const year of years) await card.getByRole('checkbox', { name: year }).check();
  const tab = page.context().waitForEvent('page');
  await card.getByRole('button', { name: M.pay }).click();
  const checkout = await tab;
  await checkout.waitForURL((url) => url.href.startsWith(standIn.url));
  return checkout;
}
