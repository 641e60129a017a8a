// The hosted checkout page at a session's `url` (/c/pay/<id>): the merchant, the line items, the
// total, and Pay / Cancel, plus a bank debit that settles later. Plain accessible HTML (one
// form, real buttons, readable at 390 px, AA contrast). A session that is no longer open says
// so and offers no Pay button.
import { StripeApiError } from './form.ts';
import { closeDispute, openDispute } from './refunds.ts';
import { type Emit, type PayMethod, expireIfDue, pay, settleAsync } from './sessions.ts';
import type { SessionRecord, Store } from './store.ts';

export const MERCHANT = 'Lakeside HOA';
export const PAGE_PREFIX = '/c/pay/';

export interface PageAnswer {
  status: number;
  html?: string;
  location?: string;
}

const escape = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
         color: #1a1f36; background: #f6f8fa; }
  main { max-width: 30rem; margin: 0 auto; padding: 1.25rem 1rem 2rem; background: #fff; min-height: 100vh; }
  .test-mode { margin: 0 0 1rem; padding: .5rem .75rem; border-radius: .375rem; background: #fff4d6;
               color: #5c3b00; font-size: .875rem; }
  h1 { font-size: 1.375rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.0625rem; margin: 1.5rem 0 .5rem; }
  .lead { margin: 0; font-size: 1.125rem; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { display: flex; justify-content: space-between; gap: 1rem; padding: .75rem 0; border-bottom: 1px solid #d8dee4; }
  .item-name { font-weight: 600; }
  .muted { color: #4f566b; font-size: .9375rem; margin: 0; }
  .amount { white-space: nowrap; font-variant-numeric: tabular-nums; }
  .total { display: flex; justify-content: space-between; font-size: 1.125rem; font-weight: 700; padding: .75rem 0; margin: 0; }
  .actions { display: grid; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; font-weight: 600; min-height: 48px; padding: .75rem 1rem; border-radius: .375rem;
           border: 2px solid #0a55a3; cursor: pointer; width: 100%; }
  .primary { background: #0a55a3; color: #fff; }
  .secondary, .cancel { background: #fff; color: #0a55a3; }
  .cancel { border-color: #4f566b; color: #1a1f36; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1a1f36; outline-offset: 2px; }
  a { color: #0a55a3; }
  .notice { padding: 1rem; border-radius: .375rem; background: #eef2f7; border-left: 4px solid #4f566b; }
`;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="test-mode" role="note">Test mode: the local Stripe stand-in. No real money moves.</p>
${content}
</main>
</body>
</html>
`;
}

function summary(record: SessionRecord): string {
  const { session } = record;
  const items = record.lineItems
    .map(
      (item) => `<li>
  <div>
    <p class="item-name">${escape(item.description)}</p>
    ${item.productDescription ? `<p class="muted">${escape(item.productDescription)}</p>` : ''}
    <p class="muted">Qty ${item.quantity} × ${money(item.price.unit_amount, item.currency)}</p>
  </div>
  <span class="amount">${money(item.amount_total, item.currency)}</span>
</li>`,
    )
    .join('\n');
  return `<section aria-labelledby="summary-heading">
<h2 id="summary-heading">Order summary</h2>
<ul>
${items}
</ul>
<p class="total"><span>Total due</span><span class="amount" id="total">${money(session.amount_total, session.currency)}</span></p>
</section>`;
}

function closedNotice(record: SessionRecord): string {
  const { session } = record;
  const back = session.cancel_url
    ? `<p><a href="${escape(session.cancel_url)}">Back to ${MERCHANT}</a></p>`
    : '';
  if (session.status === 'expired') {
    return `<div class="notice" role="status"><p><strong>This checkout session has expired.</strong> Nothing was charged. Start the payment again from ${MERCHANT}.</p></div>${back}`;
  }
  const state =
    session.payment_status === 'paid'
      ? 'This payment is complete.'
      : 'This payment was submitted and is being processed (a bank debit settles later).';
  return `<div class="notice" role="status"><p><strong>${state}</strong> This checkout session is closed; there is nothing more to pay here.</p></div>`;
}

/** The page for a session: the payment form while open, else what became of it. */
export function renderPage(record: SessionRecord, emit: Emit, store?: Store): string {
  expireIfDue(record, emit);
  const { session } = record;
  const total = money(session.amount_total, session.currency);
  const heading = `<h1>${MERCHANT}</h1>
<p class="lead">Pay <strong>${total}</strong></p>`;
  if (session.status !== 'open') {
    return layout(
      `${MERCHANT}: checkout closed`,
      `${heading}\n${closedNotice(record)}\n${store ? bankControls(record, store) : ''}\n${summary(record)}`,
    );
  }
  // as at Stripe, the page offers only the methods the session was created with
  const card = session.payment_method_types.includes('card');
  const bank = session.payment_method_types.includes('us_bank_account');
  const form = `<form method="post" action="${PAGE_PREFIX}${encodeURIComponent(session.id)}">
<h2>Payment method</h2>
<p class="muted">${[card ? 'Test card: Visa ending in 4242' : '', bank ? 'Test bank: STRIPE TEST BANK, checking ••6789' : ''].filter(Boolean).join(' · ')}${session.customer_email ? ` · receipt to ${escape(session.customer_email)}` : ''}</p>
<div class="actions">
  ${card ? '<button type="submit" class="primary" name="action" value="pay">Pay</button>' : ''}
  ${bank ? `<button type="submit" class="${card ? 'secondary' : 'primary'}" name="action" value="bank_debit">Pay with a bank debit (settles later)</button>` : ''}
  <button type="submit" class="cancel" name="action" value="cancel">Cancel</button>
</div>
</form>`;
  return layout(`${MERCHANT}: pay ${total}`, `${heading}\n${summary(record)}\n${form}`);
}

export function notFoundPage(): string {
  return layout(
    `${MERCHANT}: checkout not found`,
    `<h1>Checkout not found</h1><p>This checkout page does not exist (the stand-in forgets sessions when it restarts or is reset).</p>`,
  );
}

/** The open dispute of the session's charge, if any. */
function openDisputeOf(record: SessionRecord, store: Store) {
  const chargeId = record.charge?.id;
  for (const { object } of store.disputes.values()) {
    if (object.charge === chargeId && object.status !== 'won' && object.status !== 'lost') return object;
  }
  return null;
}

/**
 * What the payer's bank may do next, as buttons on a closed session's page (a test control, so
 * a person trying the app with \`npm start\` can play the bank): settle a bank debit that is
 * processing, dispute a paid charge, and decide an open dispute. Each emits Stripe's events.
 */
function bankControls(record: SessionRecord, store: Store): string {
  const { session, paymentIntent: intent, charge } = record;
  const buttons: string[] = [];
  if (session.status === 'complete' && intent?.status === 'processing') {
    buttons.push(
      '<button type="submit" class="primary" name="action" value="bank_succeeded">The bank pays the debit now</button>',
      '<button type="submit" class="secondary" name="action" value="bank_failed">The bank refuses the debit</button>',
    );
  }
  const dispute = openDisputeOf(record, store);
  if (dispute) {
    buttons.push(
      '<button type="submit" class="secondary" name="action" value="dispute_won">The bank decides the dispute: won</button>',
      '<button type="submit" class="secondary" name="action" value="dispute_lost">The bank decides the dispute: lost</button>',
    );
  } else if (charge?.status === 'succeeded' && !charge.disputed) {
    buttons.push(
      '<button type="submit" class="secondary" name="action" value="dispute">The payer disputes the charge</button>',
    );
  }
  if (buttons.length === 0) return '';
  return `<form method="post" action="${PAGE_PREFIX}${encodeURIComponent(session.id)}" aria-labelledby="bank-heading">
<h2 id="bank-heading">Test controls: the bank</h2>
<div class="actions">
  ${buttons.join('\n  ')}
</div>
</form>`;
}

const BANK_ACTIONS = ['bank_succeeded', 'bank_failed', 'dispute', 'dispute_won', 'dispute_lost'];

/** A bank control of a closed session's page was pressed: do it, and show the page again. */
function submitBankAction(record: SessionRecord, action: string, emit: Emit, store: Store): PageAnswer {
  const self = `${PAGE_PREFIX}${encodeURIComponent(record.session.id)}`;
  try {
    if (action === 'bank_succeeded' || action === 'bank_failed') {
      settleAsync(record, action === 'bank_succeeded' ? 'succeeded' : 'failed', emit);
    } else if (action === 'dispute') {
      openDispute(record, emit, store);
    } else {
      const dispute = openDisputeOf(record, store);
      if (!dispute) return { status: 409, html: renderPage(record, emit, store) };
      closeDispute(store, dispute.id, action === 'dispute_won' ? 'won' : 'lost', emit);
    }
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    return { status: 409, html: renderPage(record, emit, store) };
  }
  return { status: 303, location: self };
}

/** A button of the page was pressed. */
export function submitPage(record: SessionRecord, action: string, emit: Emit, store?: Store): PageAnswer {
  if (store && BANK_ACTIONS.includes(action)) return submitBankAction(record, action, emit, store);
  if (action === 'cancel') {
    // Stripe leaves the session open on cancel: it expires at expires_at.
    if (record.session.cancel_url) return { status: 303, location: record.session.cancel_url };
    return {
      status: 200,
      html: layout(
        `${MERCHANT}: payment cancelled`,
        `<h1>${MERCHANT}</h1><p role="status">Payment cancelled.</p>`,
      ),
    };
  }
  if (action !== 'pay' && action !== 'bank_debit') {
    return { status: 400, html: layout(`${MERCHANT}: checkout`, '<h1>Unknown action</h1>') };
  }
  try {
    const method: PayMethod = action === 'pay' ? 'card' : 'bank_debit';
    return { status: 303, location: pay(record, method, emit) };
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    return { status: 409, html: renderPage(record, emit) };
  }
}
