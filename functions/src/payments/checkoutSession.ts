import { STRIPE_PAYMENT_METHOD_TYPE, processingFeeTerms, type Payment } from '@lakeside/domain';
import type Stripe from 'stripe';

/** What Stripe shows on the payer's card statement after "LAKESIDE HOA* " (≤ 22 characters). */
const STATEMENT_DESCRIPTOR_SUFFIX = 'HOA DUES';

/**
 * The Checkout Session for a pending payment (DESIGN.md §5). The idempotency key is the payment
 * id, so a retried call replays Stripe's first answer instead of opening a second checkout;
 * the ids ride along in client_reference_id and both metadata blocks, so every event and the
 * payment intent lead back to the payment.
 */
export function checkoutSessionParams(
  paymentId: string,
  payment: Pick<
    Payment,
    'invoiceNumber' | 'description' | 'propertyId' | 'amountCents' | 'feeCents' | 'payMethod'
  >,
  links: {
    successUrl: string;
    cancelUrl: string;
    payerEmail: string | null;
    expiresAtMs: number;
    /** the card statement's suffix; dues by default */
    descriptorSuffix?: string;
  },
): Stripe.Checkout.SessionCreateParams {
  const metadata = { paymentId, invoiceNumber: payment.invoiceNumber, propertyId: payment.propertyId };
  const method = payment.payMethod ?? 'card';
  return {
    mode: 'payment',
    // The one method the payer chose, so the fee shown before the click is the fee charged
    // (`allowed_payment_method_types`: API 2026-09-30 removed `payment_method_types` here).
    allowed_payment_method_types: [STRIPE_PAYMENT_METHOD_TYPE[method]],
    line_items: [
      lineItem(payment.description, `Invoice ${payment.invoiceNumber}`, payment.amountCents),
      lineItem('Processing fee', processingFeeTerms(method), payment.feeCents),
    ],
    client_reference_id: paymentId,
    metadata,
    payment_intent_data: {
      metadata,
      statement_descriptor_suffix: links.descriptorSuffix ?? STATEMENT_DESCRIPTOR_SUFFIX,
    },
    ...(links.payerEmail ? { customer_email: links.payerEmail } : {}),
    expires_at: Math.floor(links.expiresAtMs / 1000),
    success_url: links.successUrl,
    cancel_url: links.cancelUrl,
  };
}

function lineItem(name: string, description: string, unitAmount: number) {
  return {
    quantity: 1,
    price_data: { currency: 'usd', unit_amount: unitAmount, product_data: { name, description } },
  };
}
