// The measurement of `npm run bench:payments` (scripts/bench-payments.mjs starts the emulators
// and the Stripe stand-in around it): 20 residents pay at once, as the issue asks.
// - createHoaPayment: each resident's call, as the web SDK sees it (the function's cold start is
//   paid by one warm-up call first, and reported apart);
// - webhook: the stand-in's delivery of checkout.session.completed to stripeWebhook, as Stripe
//   would time it (request sent → answer);
// - paid → visible: from the Pay on the stand-in to the moment the resident's own Firestore
//   listener (the query My HOA Account's Payment History runs) sees the payment completed.
import { FUNCTIONS_REGION, COLLECTIONS } from '@lakeside/domain';
import {
  connectFirestoreEmulator,
  getFirestore,
  collection,
  onSnapshot,
  query,
  where,
} from 'firebase/firestore';
import { clientAs, type Client } from '../tests/support/client';
import { emulator } from '../tests/support/emulators';
import { ownedAccount, sessionIdOf } from '../tests/support/payments';
import { standIn } from '../tests/support/stripeStandIn';
import { createResident } from '../tests/support/users';

const RESIDENTS = 20;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const row = (name: string, values: number[], target: number) => {
  const p95 = percentile(values, 95);
  return `| ${name.padEnd(30)} | ${percentile(values, 50).toFixed(0).padStart(5)} ms | ${p95.toFixed(0).padStart(5)} ms | ≤ ${target} ms | ${p95 <= target ? 'met' : 'NOT met'} |`;
};

async function residentWithAccount(): Promise<{ client: Client; propertyId: string }> {
  const user = await createResident('approved', { firstName: 'Bench' });
  const propertyId = await ownedAccount([user], ['2026']);
  return { client: await clientAs(user), propertyId };
}

/** Resolves with the time the resident's own listener first sees a completed payment. */
function completedSeen(client: Client, propertyId: string): Promise<number> {
  const db = getFirestore(client.app);
  const firestore = emulator('firestore');
  connectFirestoreEmulator(db, firestore.host, firestore.port);
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      query(collection(db, COLLECTIONS.payments), where('propertyId', '==', propertyId)),
      (snap) => {
        if (snap.docs.some((d) => d.get('status') === 'completed')) {
          stop();
          resolve(performance.now());
        }
      },
      reject,
    );
  });
}

await standIn.ready();
console.log(`Functions region ${FUNCTIONS_REGION}; ${RESIDENTS} residents at once.`);

// warm-up: the first call pays the functions' cold start
const warm = await residentWithAccount();
const started = performance.now();
await warm.client.call('createHoaPayment', { propertyId: warm.propertyId, yearsPaying: ['2026'] });
const coldMs = performance.now() - started;

const residents = await Promise.all(Array.from({ length: RESIDENTS }, residentWithAccount));

const createMs: number[] = [];
const sessions = await Promise.all(
  residents.map(async ({ client, propertyId }) => {
    const t0 = performance.now();
    const answer = await client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
    createMs.push(performance.now() - t0);
    return sessionIdOf(answer.url);
  }),
);

const visibleMs = await Promise.all(
  residents.map(async ({ client, propertyId }, i) => {
    const seen = completedSeen(client, propertyId);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the listener's first snapshot
    const paidAt = performance.now();
    await standIn.pay(sessions[i]!);
    return (await seen) - paidAt;
  }),
);

const webhookMs: number[] = [];
for (const sessionId of sessions) {
  const events = await standIn.eventsFor(sessionId);
  const delivered = events
    .find((e) => e.type === 'checkout.session.completed')
    ?.attempts.find((a) => a.ok) as { durationMs?: number } | undefined;
  if (delivered?.durationMs !== undefined) webhookMs.push(delivered.durationMs);
}

console.log(`\ncreateHoaPayment cold start (first call): ${coldMs.toFixed(0)} ms\n`);
console.log('| measure                        |   p50    |   p95    | target   |         |');
console.log('|--------------------------------|----------|----------|----------|---------|');
console.log(row('createHoaPayment (20 at once)', createMs, 300));
console.log(row(`webhook (${webhookMs.length} deliveries)`, webhookMs, 150));
console.log(row('paid → visible (20 at once)', visibleMs, 1500));
await Promise.all([warm, ...residents].map(({ client }) => client.close()));
process.exit(0);
