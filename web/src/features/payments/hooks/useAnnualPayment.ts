import { annualDuesDescription, duesTotalCents, type DuesRateTable, type PayMethod } from '@lakeside/domain';
import { useCallback } from 'react';
import { useNotify } from '@/components/notify';
import { createHoaPayment, type CheckoutTab } from '../api/checkout';
import { PAYMENTS_UI_TEXTS as M } from '../texts';
import { annualPaymentErrorNotice } from './annualPaymentError';

/**
 * Starts the Checkout for the chosen years (spec §7 create-hoa-payment, annual dues) and sends
 * `tab` there, with the spec's toasts (§7, §8). Answers whether the checkout opened.
 */
export function useAnnualPayment() {
  const notify = useNotify();
  return useCallback(
    async (
      propertyId: string,
      years: string[],
      rates: DuesRateTable,
      payMethod: PayMethod,
      tab: CheckoutTab,
    ): Promise<boolean> => {
      try {
        const { url } = await createHoaPayment({
          propertyId,
          yearsPaying: years,
          payMethod,
          // what the screen showed: the server refuses the call if its own figure differs
          amountCents: duesTotalCents(years, rates),
          description: annualDuesDescription(years),
        });
        notify({ title: M.redirectingTitle, body: M.redirectingText });
        tab.go(url);
        return true;
      } catch (error) {
        tab.close();
        notify(annualPaymentErrorNotice(error));
        return false;
      }
    },
    [notify],
  );
}
