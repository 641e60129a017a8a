// The measurement of `npm run bench:payments` (scripts/bench/run.mjs starts the emulators
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
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { clientAs, type Client } from '../../tests/support/client';
import { emulator } from '../../tests/support/emulators';
import { ownedAccount, sessionIdOf } from '../../tests/support/payments';
import { standIn } from '../../tests/support/stripeStandIn';
import { createResident } from '../../tests/support/users';

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

interface Attempt {
  ok: boolean;
  status: number | null;
  error?: string;
  durationMs: number;
}

/**
 * The delivery attempts of a session's checkout.session.completed once its delivery is over
 * (the listener can see the payment completed before the webhook's answer reaches Stripe).
 */
async function settledAttempts(sessionId: string): Promise<Attempt[]> {
  for (;;) {
    const event = (await standIn.eventsFor(sessionId)).find((e) => e.type === 'checkout.session.completed');
    if (event && (event.state === 'delivered' || event.state === 'failed')) {
      return event.attempts as unknown as Attempt[];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** CPU time (ms) the whole machine has spent busy so far, from /proc/stat (Linux). */
function machineBusyMs(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * 10;
}

interface Round {
  mode: 'at once' | 'one at a time';
  /** machine CPU busy time during the payments (not the residents' set-up), ms */
  cpuMs: number;
  createMs: number[];
  webhookMs: number[];
  webhookFailedAttempts: number;
  visibleMs: number[];
}

interface Paid {
  createMs: number;
  sessionId: string;
  visibleMs: number;
}

/** One resident pays: createHoaPayment, then Pay on the stand-in until their listener sees it. */
async function pay({ client, propertyId }: { client: Client; propertyId: string }) {
  const t0 = performance.now();
  const answer = await client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
  const createMs = performance.now() - t0;
  const sessionId = sessionIdOf(answer.url);
  return {
    createMs,
    sessionId,
    /** Pay on the stand-in, resolving with the time until the resident's listener saw it. */
    payNow: async () => {
      const seen = completedSeen(client, propertyId);
      await new Promise((resolve) => setTimeout(resolve, 200)); // the listener's first snapshot
      const paidAt = performance.now();
      await standIn.pay(sessionId);
      return (await seen) - paidAt;
    },
  };
}

/**
 * RESIDENTS residents, each with an account owing 2026: all create their checkouts, then all pay
 * (at once, or one after the other).
 */
async function round(mode: 'at once' | 'one at a time'): Promise<Round> {
  const residents = await Promise.all(Array.from({ length: RESIDENTS }, residentWithAccount));
  const busyBefore = machineBusyMs();
  let paid: Paid[] = [];
  if (mode === 'at once') {
    const started = await Promise.all(residents.map(pay));
    const visible = await Promise.all(started.map((s) => s.payNow()));
    paid = started.map((s, i) => ({ ...s, visibleMs: visible[i]! }));
  } else {
    for (const resident of residents) {
      const s = await pay(resident);
      paid.push({ ...s, visibleMs: await s.payNow() });
    }
  }
  const webhookMs: number[] = [];
  let webhookFailedAttempts = 0;
  for (const { sessionId } of paid) {
    const attempts = await settledAttempts(sessionId);
    webhookFailedAttempts += attempts.filter((a) => !a.ok).length;
    const delivered = attempts.find((a) => a.ok);
    if (delivered) webhookMs.push(delivered.durationMs);
  }
  const cpuMs = machineBusyMs() - busyBefore;
  await Promise.all(residents.map(({ client }) => client.close()));
  return {
    mode,
    cpuMs,
    createMs: paid.map((p) => p.createMs),
    webhookMs,
    webhookFailedAttempts,
    visibleMs: paid.map((p) => p.visibleMs),
  };
}

function report(title: string, r: Round) {
  console.log(`\n${title}\n`);
  console.log('| measure                        |   p50    |   p95    | target   |         |');
  console.log('|--------------------------------|----------|----------|----------|---------|');
  console.log(row(`createHoaPayment (${r.createMs.length})`, r.createMs, 300));
  console.log(row(`webhook (${r.webhookMs.length} deliveries)`, r.webhookMs, 150));
  console.log(row(`paid → visible (${r.visibleMs.length})`, r.visibleMs, 1500));
  console.log(`webhook attempts that failed before one succeeded: ${r.webhookFailedAttempts}`);
  console.log(
    `machine CPU busy while paying: ${(r.cpuMs / 1000).toFixed(1)} s, ${(r.cpuMs / RESIDENTS).toFixed(0)} ms per payment ` +
      `(the emulators, the functions' workers, the stand-in and these clients, on ${availableParallelism()} cores)`,
  );
}

await standIn.ready();
console.log(`Functions region ${FUNCTIONS_REGION}; ${RESIDENTS} residents at once.`);

// The first call pays the functions' cold start (one worker process loading the code).
const warm = await residentWithAccount();
const started = performance.now();
await warm.client.call('createHoaPayment', { propertyId: warm.propertyId, yearsPaying: ['2026'] });
const coldMs = performance.now() - started;
await warm.client.close();

// The Functions emulator runs one request per worker process and starts a new process (a cold
// start: ~1.5 s of loading on this 2-core machine) for every request that finds no idle worker,
// so the first round of 20 at once mostly measures 20 process start-ups per function. Cloud Run
// serves up to 80 concurrent requests per instance (the 2nd-gen default), so the second round,
// on the workers the first left idle, is the one to read against the targets.
const first = await round('at once');
const second = await round('at once');
// The same on warm workers with no one else in the queue: what one resident's click costs.
const alone = await round('one at a time');

console.log(`\ncreateHoaPayment cold start (first call, one worker): ${coldMs.toFixed(0)} ms`);
report('Round 1: 20 at once on cold workers (the emulator starts a process per request)', first);
report('Round 2: 20 at once on warm workers (the figures to read against the targets)', second);
report("Round 3: 20 one after the other on warm workers (one resident's click, no queue)", alone);
process.exit(0);
