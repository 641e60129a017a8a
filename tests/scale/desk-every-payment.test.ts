// The payments desk reads every payment the board has, page by page: years of them, in
// Chromium. A scale test, so it runs in the late `scale` project (vitest.config.ts), after the
// layers whose timeouts it would otherwise stretch.
import { COLLECTIONS } from '@lakeside/domain';
import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { useChromium, useSignedIn } from '../support/browser';
import { deskInvoice, deskSeeder, type DeskSeed } from '../support/deskSeed';
import { adminDb, createTestUser, type TestUser } from '../support/users';
import { PAYMENTS_DESK_TEXTS as M } from '../../web/src/features/paymentsDesk/texts';

const freshPage = useChromium({ serviceWorkers: 'block' });
const signedInPage = useSignedIn(freshPage);
let admin: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ admin: true, approved: true });
});

describe('years of payments', () => {
  it('reads every payment page by page, none lost or doubled at the page boundaries', async () => {
    // More than the first page (100), all older than anything else in the emulator so they come
    // last, and in pairs with the same time: a cursor that broke ties wrongly at a boundary
    // would lose or repeat one of a pair. (The rest is read from both ends at once; its
    // boundaries, on pages of three, are tests/integration/desk-both-ends.test.ts's.)
    const seed = deskSeeder(admin.uid);
    const count = 2_110;
    const refs = Array.from({ length: count }, () => adminDb().collection(COLLECTIONS.payments).doc());
    const dues: Omit<DeskSeed, 'minutesAgo'> = {
      status: 'completed',
      yearsPaid: ['2015'],
      amountCents: 160_00,
      description: 'HOA Dues Payment - 2015',
    };
    // in batches of 500 (Firestore's most per commit)
    const batches: WriteBatch[] = [];
    for (const [i, ref] of refs.entries()) {
      if (i % 500 === 0) batches.push(adminDb().batch());
      const createdAt = Timestamp.fromMillis(Date.UTC(2015, 0, 1) + Math.floor(i / 2) * 60_000);
      batches.at(-1)!.set(ref, seed.paymentData(dues, deskInvoice(), createdAt));
    }
    for (const batch of batches) await batch.commit();
    try {
      const page = await signedInPage(admin, { at: '/admin/payments' });
      await page.getByRole('heading', { level: 1, name: M.title }).waitFor();
      await page.getByText(/^Showing 1–/).waitFor({ timeout: 30_000 });
      // every payment in the emulator, the whole suite's, read before the line goes
      await page.getByText(/payments so far/).waitFor({ state: 'detached', timeout: 200_000 });
      await page.getByRole('searchbox', { name: M.searchLabel }).fill(seed.token);
      // exactly `count`: one lost at a boundary would show one fewer, one read twice one more
      await page.getByText(`Showing 1–50 of ${count}`).waitFor({ timeout: 10_000 });
      // all 50 drawn, the header's row and theirs
      await expect.poll(() => page.getByRole('grid').getByRole('row').count(), { timeout: 10_000 }).toBe(51);
      await page.context().close();
    } finally {
      // the desk's totals are checked last against every payment: leave the emulator as it was
      for (let i = 0; i < refs.length; i += 500) {
        const cleanup = adminDb().batch();
        for (const ref of refs.slice(i, i + 500)) cleanup.delete(ref);
        await cleanup.commit();
      }
    }
  });
});
