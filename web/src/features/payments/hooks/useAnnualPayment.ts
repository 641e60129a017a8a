import {
  annualDuesDescription,
  duesTotalCents,
  type CreateHoaPaymentAnswer,
  type DuesRateTable,
  type PayMethod,
} from '@lakeside/domain';
import { useCallableAction } from '@/hooks/useCallableAction';
import { createHoaPayment, type CheckoutTab } from '../api/checkout';
import { PAYMENTS_UI_TEXTS as M } from '../texts';
import { annualPaymentErrorNotice } from './annualPaymentError';

type PayArgs = [
  propertyId: string,
  years: string[],
  rates: DuesRateTable,
  payMethod: PayMethod,
  tab: CheckoutTab,
];

/**
 * Starts the Checkout for the chosen years (spec §7 create-hoa-payment, annual dues) and sends
 * `tab` there, with the spec's toasts (§7, §8). Answers whether the checkout opened.
 */
export function useAnnualPayment() {
  const [pay] = useCallableAction<PayArgs, CreateHoaPaymentAnswer>(
    (propertyId, years, rates, payMethod) =>
      createHoaPayment({
        propertyId,
        yearsPaying: years,
        payMethod,
        // what the screen showed: the server refuses the call if its own figure differs
        amountCents: duesTotalCents(years, rates),
        description: annualDuesDescription(years),
      }),
    {
      success: () => ({ title: M.redirectingTitle, body: M.redirectingText }),
      failure: annualPaymentErrorNotice,
      after: ({ url }, _propertyId, _years, _rates, _payMethod, tab) => tab.go(url),
      onFailure: (_propertyId, _years, _rates, _payMethod, tab) => tab.close(),
    },
  );
  return pay;
}
