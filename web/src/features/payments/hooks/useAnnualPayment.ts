import { annualDuesDescription, type CreateHoaPaymentAnswer, type PayMethod } from '@lakeside/domain';
import { useCallableAction } from '@/hooks/useCallableAction';
import { createHoaPayment, type CheckoutTab } from '../api/checkout';
import { PAYMENTS_UI_TEXTS as M } from '../texts';
import { annualPaymentErrorNotice } from './annualPaymentError';

type PayArgs = [
  propertyId: string,
  years: string[],
  amountCents: number,
  payMethod: PayMethod,
  tab: CheckoutTab,
];

/**
 * Starts the Checkout for the chosen years (spec §7 create-hoa-payment, annual dues) and sends
 * `tab` there, with the spec's toasts (§7, §8). Answers whether the checkout opened.
 */
export function useAnnualPayment() {
  const [pay] = useCallableAction<PayArgs, CreateHoaPaymentAnswer>(
    (propertyId, years, amountCents, payMethod) =>
      createHoaPayment({
        propertyId,
        yearsPaying: years,
        payMethod,
        // what the screen showed: the server refuses the call if its own figure differs
        amountCents,
        description: annualDuesDescription(years),
      }),
    {
      success: () => ({ title: M.redirectingTitle, body: M.redirectingText }),
      failure: annualPaymentErrorNotice,
      after: ({ url }, _propertyId, _years, _amountCents, _payMethod, tab) => tab.go(url),
      onFailure: (_propertyId, _years, _amountCents, _payMethod, tab) => tab.close(),
    },
  );
  return pay;
}
