// A test file's admin client, set up and torn down with the file (Vitest hooks: kept out of
// client.ts, which the benchmark scripts import outside Vitest).
import { afterAll, beforeAll } from 'vitest';
import { newAdminClient, type Client } from './client';
import { requireEmulators } from './emulators';

/**
 * A test file's admin: signed in as a new admin before the file's tests (once the emulators
 * answer) and signed out after them. Call the answer inside a test to get the client.
 */
export function useAdminClient(): () => Client {
  let admin: Client | undefined;
  beforeAll(async () => {
    await requireEmulators();
    admin = await newAdminClient();
  });
  afterAll(async () => {
    await admin?.close();
  });
  return () => {
    if (!admin)
      throw new Error('useAdminClient: the admin is not signed in yet (call it at the top of the file)');
    return admin;
  };
}
