// Checkout Sessions: creation with Stripe's validation, the views the API answers (with
// `expand`), and what happens to a session: paid by card, paid by bank debit (settles later,
// succeeds or fails), expired. Each change emits its `checkout.session.*` event.
import { StripeApiError, invalid, missing, noSuch } from './form.ts';
import { hash, integer, isParams, metadata, required, string, unknownParams, url } from './params.ts';
import {
  type Charge,
  type LineItem,
  type ParamValue,
  type Params,
  type PaymentIntent,
  type SessionRecord,
  type StripeEvent,
  type Store,
  newId,
  nowSeconds,
} from './store.ts';

/**
 * Creates an event about `object`; `sessionId` names the session whose delivery steering it
 * follows (default: the object's own id, a session's).
 */
export type Emit = (type: string, object: unknown, sessionId?: string) => StripeEvent;

const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 60 * 60;
const PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

const TOP_LEVEL = new Set([
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'client_reference_id',
  'metadata',
  'payment_intent_data',
  'customer_email',
  'expires_at',
  'expand',
  // API 2026-09-30 replaced payment_method_types here: sending it is an unknown parameter
  'allowed_payment_method_types',
  'locale',
  'submit_type',
]);
const PAYMENT_INTENT_DATA = new Set([
  'metadata',
  'statement_descriptor_suffix',
  'statement_descriptor',
  'description',
]);
const LINE_ITEM = new Set(['price_data', 'quantity']);
const PRICE_DATA = new Set(['currency', 'unit_amount', 'product_data']);
const PRODUCT_DATA = new Set(['name', 'description']);

function lineItems(value: ParamValue | undefined): LineItem[] {
  if (value === undefined || value === '') throw missing('line_items');
  const items = Array.isArray(value) ? value : isParams(value) ? Object.values(value) : undefined;
  if (!items || items.length === 0) throw invalid('Invalid array', 'line_items');
  let currency: string | undefined;
  return items.map((item, i) => {
    const at = `line_items[${i}]`;
    if (!isParams(item)) throw invalid('Invalid object', at);
    unknownParams(item, LINE_ITEM, at);
    const priceData = required(hash(item.price_data, `${at}[price_data]`), `${at}[price_data]`);
    unknownParams(priceData, PRICE_DATA, `${at}[price_data]`);
    const itemCurrency = required(
      string(priceData.currency, `${at}[price_data][currency]`),
      `${at}[price_data][currency]`,
    ).toLowerCase();
    if (!/^[a-z]{3}$/.test(itemCurrency)) {
      throw invalid(`Invalid currency: ${itemCurrency}`, `${at}[price_data][currency]`);
    }
    if (currency && currency !== itemCurrency) {
      throw invalid('All line items must use the same currency.', `${at}[price_data][currency]`);
    }
    currency = itemCurrency;
    const unitAmount = required(
      integer(priceData.unit_amount, `${at}[price_data][unit_amount]`),
      `${at}[price_data][unit_amount]`,
    );
    if (unitAmount < 0) {
      throw invalid('This value must be greater than or equal to 0.', `${at}[price_data][unit_amount]`);
    }
    const productData = required(
      hash(priceData.product_data, `${at}[price_data][product_data]`),
      `${at}[price_data][product_data]`,
    );
    unknownParams(productData, PRODUCT_DATA, `${at}[price_data][product_data]`);
    const name = required(
      string(productData.name, `${at}[price_data][product_data][name]`),
      `${at}[price_data][product_data][name]`,
    );
    const description =
      string(productData.description, `${at}[price_data][product_data][description]`) || null;
    const quantity = required(integer(item.quantity, `${at}[quantity]`), `${at}[quantity]`);
    if (quantity < 1) throw invalid('This value must be greater than or equal to 1.', `${at}[quantity]`);
    const amount = unitAmount * quantity;
    return {
      id: newId('li'),
      object: 'item',
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: itemCurrency,
      description: name,
      quantity,
      price: {
        id: newId('price'),
        object: 'price',
        active: false,
        currency: itemCurrency,
        livemode: false,
        product: newId('prod'),
        type: 'one_time',
        unit_amount: unitAmount,
      },
      productDescription: description,
    };
  });
}

function suffix(value: ParamValue | undefined): string | null {
  const param = 'payment_intent_data[statement_descriptor_suffix]';
  const text = string(value, param);
  if (text === undefined || text === '') return null;
  if (text.length > 22)
    throw invalid('The statement descriptor suffix must be at most 22 characters.', param);
  if (/[<>\\'"*]/.test(text)) {
    throw invalid(
      'The statement descriptor suffix cannot contain the characters <, >, \\, \', " or *.',
      param,
    );
  }
  if (!/[a-z]/i.test(text))
    throw invalid('The statement descriptor suffix must contain at least one letter.', param);
  return text;
}

/** Reads `expand[]` (stripe-node sends `expand[0]=…`). */
export function expandList(params: Params): string[] {
  const value = params.expand;
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : isParams(value) ? Object.values(value) : [value];
  const result = list.map((entry) => string(entry, 'expand') ?? '');
  for (const path of result) {
    if (!['payment_intent', 'payment_intent.latest_charge', 'line_items'].includes(path)) {
      throw invalid(`This property cannot be expanded (${path}).`, 'expand');
    }
  }
  return result;
}

export function createSession(
  store: Store,
  apiKey: string,
  params: Params,
  pageUrl: (id: string) => string,
  emit: Emit,
): SessionRecord {
  unknownParams(params, TOP_LEVEL, '');
  const mode = required(string(params.mode, 'mode'), 'mode');
  if (mode !== 'payment') {
    throw invalid(
      `Invalid mode: the local Stripe stand-in supports only mode=payment (got ${mode})`,
      'mode',
      'parameter_invalid',
    );
  }
  const items = lineItems(params.line_items);
  const successUrl = url(required(string(params.success_url, 'success_url'), 'success_url'), 'success_url');
  const cancelText = string(params.cancel_url, 'cancel_url');
  const cancelUrl = cancelText ? url(cancelText, 'cancel_url') : null;
  const clientReferenceId = string(params.client_reference_id, 'client_reference_id') || null;
  if (clientReferenceId && clientReferenceId.length > 200) {
    throw invalid('client_reference_id can be at most 200 characters.', 'client_reference_id');
  }
  const customerEmail = string(params.customer_email, 'customer_email') || null;
  if (customerEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(customerEmail)) {
    throw invalid(`Invalid email address: ${customerEmail}`, 'customer_email', 'email_invalid');
  }
  const pid = hash(params.payment_intent_data, 'payment_intent_data') ?? {};
  unknownParams(pid, PAYMENT_INTENT_DATA, 'payment_intent_data');
  if (pid.statement_descriptor !== undefined) {
    throw invalid(
      'The `payment_intent_data[statement_descriptor]` parameter is not supported for the card payment method. Use `payment_intent_data[statement_descriptor_suffix]` instead.',
      'payment_intent_data[statement_descriptor]',
    );
  }
  const paymentMethodTypes = params.allowed_payment_method_types;
  const created = nowSeconds();
  const expiresAt = integer(params.expires_at, 'expires_at') ?? created + MAX_EXPIRY_S;
  if (expiresAt < created + MIN_EXPIRY_S) {
    throw invalid(
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      'expires_at',
    );
  }
  if (expiresAt > created + MAX_EXPIRY_S) {
    throw invalid(
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      'expires_at',
    );
  }
  const currency = items[0]?.currency ?? 'usd';
  const total = items.reduce((sum, item) => sum + item.amount_total, 0);
  if (currency === 'usd' && total < 50) {
    throw invalid("The Checkout Session's total amount due must add up to at least $0.50 usd", 'line_items');
  }
  const id = newId('cs_test', 58);
  const record: SessionRecord = {
    apiKey,
    lineItems: items,
    paymentIntentData: {
      metadata: metadata(pid.metadata, 'payment_intent_data[metadata]'),
      statement_descriptor_suffix: suffix(pid.statement_descriptor_suffix),
    },
    paymentIntent: null,
    charge: null,
    session: {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      automatic_tax: { enabled: false, liability: null, status: null },
      cancel_url: cancelUrl,
      client_reference_id: clientReferenceId,
      created,
      currency,
      customer: null,
      customer_details: null,
      customer_email: customerEmail,
      expires_at: expiresAt,
      livemode: false,
      locale: null,
      metadata: metadata(params.metadata, 'metadata'),
      mode: 'payment',
      payment_intent: null,
      payment_method_types: Array.isArray(paymentMethodTypes)
        ? paymentMethodTypes.map((type) => string(type, 'allowed_payment_method_types') ?? '')
        : ['card', 'us_bank_account'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted',
      url: pageUrl(id),
    },
  };
  store.sessions.set(id, record);
  const generation = store.generation;
  record.expiryTimer = store.later(Math.max(0, expiresAt * 1000 - Date.now()), () => {
    if (store.generation === generation) expireIfDue(record, emit);
  });
  return record;
}

/** Expires a session whose `expires_at` has passed (its timer may be late). */
export function expireIfDue(record: SessionRecord, emit: Emit): void {
  if (record.session.status === 'open' && nowSeconds() >= record.session.expires_at) {
    expire(record, emit);
  }
}

export function findSession(store: Store, id: string, emit: Emit): SessionRecord {
  const record = store.sessions.get(id);
  if (!record) {
    throw noSuch('checkout.session', id, 'session');
  }
  expireIfDue(record, emit);
  return record;
}

/** The session as the API answers it, with `expand` applied. */
export function sessionView(record: SessionRecord, expand: string[] = []): Record<string, unknown> {
  const view: Record<string, unknown> = { ...structuredClone(record.session) };
  if (record.paymentIntent && expand.some((path) => path.startsWith('payment_intent'))) {
    const intent: Record<string, unknown> = { ...structuredClone(record.paymentIntent) };
    if (record.charge && expand.includes('payment_intent.latest_charge')) {
      intent.latest_charge = structuredClone(record.charge);
    }
    view.payment_intent = intent;
  }
  if (expand.includes('line_items')) view.line_items = lineItemList(record);
  return view;
}

export function lineItemList(record: SessionRecord): Record<string, unknown> {
  return {
    object: 'list',
    data: record.lineItems.map((item) => {
      const copy: Partial<LineItem> = structuredClone(item);
      delete copy.productDescription;
      return copy;
    }),
    has_more: false,
    url: `/v1/checkout/sessions/${record.session.id}/line_items`,
  };
}

/** Where the payer goes after paying: success_url with the placeholder replaced. */
export function successRedirect(record: SessionRecord): string {
  return record.session.success_url.split(PLACEHOLDER).join(record.session.id);
}

export type PayMethod = 'card' | 'bank_debit';

function notOpen(record: SessionRecord): StripeApiError {
  return invalid(
    `This Checkout Session is no longer open: its status is '${record.session.status}'.`,
    'session',
    'checkout_session_not_open',
  );
}

/** The payer pays: a card settles now, a bank debit is processing until async(). */
export function pay(record: SessionRecord, method: PayMethod, emit: Emit): string {
  expireIfDue(record, emit);
  if (record.session.status !== 'open') throw notOpen(record);
  const { session } = record;
  const type = method === 'card' ? 'card' : 'us_bank_account';
  if (!session.payment_method_types.includes(type)) {
    // Stripe's page offers only the session's methods: paying another way cannot happen there
    throw invalid(`This Checkout Session does not accept '${type}'.`, 'payment_method_types');
  }
  const created = nowSeconds();
  const card = method === 'card';
  const intentId = newId('pi');
  const charge: Charge = {
    id: newId('ch'),
    object: 'charge',
    amount: session.amount_total,
    amount_captured: card ? session.amount_total : 0,
    created,
    currency: session.currency,
    livemode: false,
    metadata: {},
    paid: card,
    amount_refunded: 0,
    refunded: false,
    disputed: false,
    payment_intent: intentId,
    payment_method_details: card
      ? {
          type: 'card',
          card: {
            brand: 'visa',
            country: 'US',
            exp_month: 12,
            exp_year: 2034,
            funding: 'credit',
            last4: '4242',
          },
        }
      : {
          type: 'us_bank_account',
          us_bank_account: { account_type: 'checking', bank_name: 'STRIPE TEST BANK', last4: '6789' },
        },
    status: card ? 'succeeded' : 'pending',
  };
  const intent: PaymentIntent = {
    id: intentId,
    object: 'payment_intent',
    amount: session.amount_total,
    amount_received: card ? session.amount_total : 0,
    created,
    currency: session.currency,
    latest_charge: charge.id,
    livemode: false,
    metadata: { ...record.paymentIntentData.metadata },
    payment_method_types: [card ? 'card' : 'us_bank_account'],
    statement_descriptor_suffix: record.paymentIntentData.statement_descriptor_suffix,
    status: card ? 'succeeded' : 'processing',
  };
  record.paymentIntent = intent;
  record.charge = charge;
  session.status = 'complete';
  session.payment_status = card ? 'paid' : 'unpaid';
  session.payment_intent = intent.id;
  session.url = null;
  session.customer_details = {
    address: null,
    email: session.customer_email ?? 'test.payer@example.com',
    name: 'Test Payer',
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  emit('checkout.session.completed', structuredClone(session));
  return successRedirect(record);
}

/** A bank debit settles: `checkout.session.async_payment_succeeded` or `…_failed`. */
export function settleAsync(record: SessionRecord, outcome: 'succeeded' | 'failed', emit: Emit): void {
  const { paymentIntent: intent, charge, session } = record;
  if (session.status !== 'complete' || !intent || !charge || intent.status !== 'processing') {
    throw invalid(
      `Only a session paid by bank debit and still processing can settle (status '${session.status}', payment intent '${intent?.status ?? 'none'}').`,
      'session',
    );
  }
  if (outcome === 'succeeded') {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    charge.paid = true;
    charge.status = 'succeeded';
    charge.amount_captured = charge.amount;
    session.payment_status = 'paid';
  } else {
    intent.status = 'requires_payment_method';
    charge.status = 'failed';
  }
  emit(`checkout.session.async_payment_${outcome}`, structuredClone(session));
}

export function expire(record: SessionRecord, emit: Emit): void {
  const { session } = record;
  if (session.status !== 'open') {
    throw invalid(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      'session',
    );
  }
  session.status = 'expired';
  session.url = null;
  emit('checkout.session.expired', structuredClone(session));
}
