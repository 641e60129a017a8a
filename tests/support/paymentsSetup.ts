// The set-up the payments test files share (Vitest hooks, so kept out of client.ts like
// useAdminClient): the emulators and the Stripe stand-in answer before the file's first test,
// the file's admin is signed in, and every client the file signs in is closed after its last.
import { afterAll, beforeAll } from 'vitest';
import type { Client } from './client';
import { requireEmulators } from './emulators';
import { standIn } from './stripeStandIn';
import { useAdminClient } from './useAdminClient';

export interface PaymentsSetup {
  /** the file's clients, closed after its tests: push each one signed in, or use `track` */
  clients: Client[];
  /** `client`, once signed in, kept in `clients` to be closed */
  track(client: Client | Promise<Client>): Promise<Client>;
}

/**
 * Registers the file's hooks; call it at the top of the file. With an admin (the default) the
 * answer's `admin()` is the file's admin client inside a test; a file that needs no admin, or
 * signs in its own, passes `{ admin: false }` and has no admin signed in for nothing.
 */
export function usePaymentsSetup(options?: { admin?: true }): PaymentsSetup & { admin: () => Client };
export function usePaymentsSetup(options: { admin: false }): PaymentsSetup;
export function usePaymentsSetup({ admin = true }: { admin?: boolean } = {}): PaymentsSetup & {
  admin?: () => Client;
} {
  // registered first, as when each file called useAdminClient at its top: same hooks, same order
  const adminClient = admin ? useAdminClient() : undefined;
  const clients: Client[] = [];

  beforeAll(async () => {
    await requireEmulators();
    await standIn.ready();
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
  });

  return {
    clients,
    async track(client) {
      const signedIn = await client;
      clients.push(signedIn);
      return signedIn;
    },
    ...(adminClient && { admin: adminClient }),
  };
}
