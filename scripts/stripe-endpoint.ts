// npm run stripe:endpoint -- --project <project-id>   (or --url <webhook URL>)
// Creates Stripe's webhook endpoint for the functions, or brings it up to date: exactly the
// events the code handles, and the pinned API version (stripeEndpoint.ts). Needs the account's
// secret key in STRIPE_SECRET_KEY (a restricted key with Webhook Endpoints write will do).
// On creation it prints the signing secret to store as the STRIPE_WEBHOOK_SECRET secret.
import { STRIPE_API_VERSION, STRIPE_ENDPOINT_EVENTS, stripeWebhookUrl } from '@lakeside/domain';
import Stripe from 'stripe';
import { parseArgs } from 'node:util';
import { syncWebhookEndpoint } from './stripeEndpoint.ts';

const { values } = parseArgs({ options: { project: { type: 'string' }, url: { type: 'string' } } });
const key = process.env.STRIPE_SECRET_KEY;
const url = values.url ?? (values.project ? stripeWebhookUrl(values.project) : undefined);
if (!key || !url) {
  console.error(
    'Usage: STRIPE_SECRET_KEY=sk_live_… npm run stripe:endpoint -- --project <project-id> (or --url <webhook URL>)',
  );
  process.exit(2);
}
try {
  const stripe = new Stripe(key, {
    apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion,
    telemetry: false,
  });
  const sync = await syncWebhookEndpoint(stripe, url);
  console.log(`Webhook endpoint ${sync.endpoint.id} at ${url}: ${sync.action}.`);
  console.log(`Events (${STRIPE_ENDPOINT_EVENTS.length}): ${STRIPE_ENDPOINT_EVENTS.join(', ')}`);
  if (sync.action === 'created') {
    console.log('Its signing secret, shown once: store it, then deploy the functions again:');
    console.log(
      `  echo '${sync.secret}' | npx firebase functions:secrets:set STRIPE_WEBHOOK_SECRET --data-file=-`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
