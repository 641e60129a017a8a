// What the payments feature says on the payer's screens (spec §2 My account and the payment
// result pages, §8 Annual payment). Texts the functions also say are the domain's
// PAYMENT_TEXTS ('Please select at least one year to pay', 'Failed to initiate payment', …).
// Plain data, so the tests import it too.
import { PAYMENT_TEXTS, processingFeeTerms, type PayMethod } from '@lakeside/domain';

export const PAYMENTS_UI_TEXTS = {
  // My HOA Account: Make a Payment (spec §2, §7, §8)
  makePayment: 'Make a Payment',
  loadingPaymentForm: 'Loading the payment form...',
  loadingPayments: 'Loading payments...',
  yearsToPay: 'Years to pay',
  yearInProgress: 'Payment in progress',
  /** a year's price when the rates could not be read: nothing can be paid then */
  priceUnknown: '—',
  subtotal: 'Subtotal',
  processingFeeBy: (method: PayMethod) => `Processing fee (${processingFeeTerms(method)})`,
  // how to pay: each way with its own fee and total, shown before the click
  payBy: 'How to pay',
  payByMethod: { card: 'Pay by card', bank: 'Pay by bank account' } satisfies Record<PayMethod, string>,
  methodFigures: (fee: string, total: string) => `Fee ${fee}, total ${total}`,
  feeTerms: (method: PayMethod) => `Fee ${processingFeeTerms(method)}`,
  bankTakesDays: 'Takes up to 4 business days to clear',
  /** a bank payment while its debit clears (Payment History, the success page) */
  bankProcessing: PAYMENT_TEXTS.bankProcessing,
  total: 'Total',
  pay: 'Pay',
  /** Pay while the device has no network: said before the click, Pay disabled */
  payOffline: 'You are offline. Paying needs an internet connection.',
  processing: 'Processing...',
  redirectingTitle: 'Redirecting to Payment',
  redirectingText: 'Opening Stripe checkout in a new tab...',
  rateLimitedTitle: 'Rate Limit Exceeded',
  duplicateTitle: 'Duplicate Payment Attempt',
  paymentErrorTitle: 'Payment Error',

  // My HOA Account: Payment History (spec §2)
  paymentHistory: 'Payment History',
  noPaymentHistory: 'No payment history',
  loadHistoryFailed: 'Failed to load payment history',
  viewReceipt: 'View receipt',

  // /payment-success (spec §2)
  successTitle: 'Payment Successful!',
  successText: 'Your payment has been processed successfully',
  confirmationEmail: 'A confirmation email will be sent to you shortly.',
  balanceUpdated: 'Your HOA account balance has been updated.',
  // after a bank debit: submitted, not yet paid (the spec's texts stay the card's)
  bankSubmittedTitle: 'Payment Submitted',
  bankSubmittedText:
    'Payment submitted — your balance updates when your bank confirms (up to 4 business days); we will e-mail you.',
  // Not in the spec: the success page asks Stripe itself, so the payer sees the real outcome.
  checkingStatus: 'Checking your payment...',
  paymentStatus: 'Payment status:',
  // what the success page says was paid
  successProperty: 'Property',
  successFor: 'For',
  notYetCompleted:
    'Your payment is being confirmed. Your balance updates here as soon as it is; you can close this page.',
  confirmUnavailable:
    'We could not check your payment with Stripe just now. It will be recorded automatically; your account shows it within a few minutes.',
  notPaid: 'Stripe reports that this payment did not go through. Please check My HOA Account and try again.',
  viewMyAccount: 'View My Account',
  goHome: 'Go to Home',

  // /payment-canceled (spec §2)
  canceledTitle: 'Payment Canceled',
  canceledText: 'Your payment was canceled and no charges were made',
  tryAgain: 'Try Again',

  // /receipts/:paymentId (not in the spec: a printable receipt for each completed payment)
  receiptTitle: 'Payment Receipt',
  organisation: 'Lakeside HOA',
  print: 'Print',
  backToAccount: 'Back to My Account',
  receiptNotFound: 'Receipt Not Found',
  receiptNotFoundText: 'This receipt does not exist, or it belongs to a property you are not an owner of.',
  loadReceiptFailed: 'Failed to load the receipt',

  // My HOA Account: a miscellaneous charge in the history can be paid from there
  payCharge: 'Pay this charge',

  // /pay/:paymentId, a miscellaneous charge's pay link (the refusals are the domain's
  // MISC_CHARGE_TEXTS)
  payLinkTitle: 'Pay a Charge',
  payLinkLoading: 'Loading the charge...',
  payLinkInvalidTitle: 'Payment Link Not Valid',
  payLinkSecure: "You pay on Stripe's secure checkout page. No account is needed.",
  payLinkRedirecting: 'Opening secure checkout...',
  payLinkPaidTitle: 'This charge is paid',
  payLinkProcessing: `${PAYMENT_TEXTS.bankProcessing}. This page shows it paid once the money arrives.`,
  payLinkVoidedTitle: 'Charge Voided',
} as const;

/** The pay page's button: what will be charged, fee included. */
export function payTotalLabel(total: string): string {
  return `Pay ${total}`;
}

/** When a charge was paid, as the pay page says it. */
export function paidOnLine(when: string): string {
  return `Paid on ${when}.`;
}

export function invoiceLine(invoiceNumber: string): string {
  return `Invoice number: ${invoiceNumber}`;
}

export function referenceLine(invoiceNumber: string): string {
  return `Reference number: ${invoiceNumber}`;
}
