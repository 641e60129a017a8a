// An owner who has paid dues online, through the real createHoaPayment, the stand-in's page and
// the webhook: where the refund and dispute tests start.
import { clientAs, type Client } from './client';
import { eventually, ownedAccount, paymentById, sessionIdOf } from './payments';
import { standIn } from './stripeStandIn';
import { createResident } from './users';

/**
 * A new approved resident owning a property that owed `years`, who paid them all (card, or a
 * bank debit the bank then paid). The signed-in client is pushed onto `clients` to be closed
 * (usePaymentsSetup's). Answers the payer and their client, the property (whose id is also its
 * HOA account's), the Checkout session, and the payment as completed.
 */
export async function paidDues(
  years: string[],
  { clients, method = 'card' }: { clients: Client[]; method?: 'card' | 'bank_debit' },
) {
  const user = await createResident('approved');
  const client = await clientAs(user);
  clients.push(client);
  const propertyId = await ownedAccount([user], years);
  const answer = await client.call('createHoaPayment', {
    propertyId,
    yearsPaying: years,
    payMethod: method === 'card' ? 'card' : 'bank',
  });
  const sessionId = sessionIdOf(answer.url);
  await standIn.pay(sessionId, { method });
  if (method === 'bank_debit') await standIn.async(sessionId, 'succeeded');
  const payment = await eventually(
    () => paymentById(answer.paymentId),
    (p) => p.status === 'completed',
  );
  return { user, client, propertyId, sessionId, paymentId: answer.paymentId, payment };
}
