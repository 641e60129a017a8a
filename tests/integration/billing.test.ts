// Billing a year: one run puts the year and its rate on every HOA account exactly
// once, however it is started: twice, two at once, or again after a run that died half-way.
//
// A run bills every account in its database, so the runs here use a Firestore project of their
// own ('demo-lakeside-billing', on the same emulator) and call the run's service directly, as
// the billYear callable does; the other tests' accounts in demo-lakeside are never touched. The
// callables themselves are tested below for what they refuse (which writes nothing).
import {
  BILLING_RUN_TEXTS,
  COLLECTIONS,
  SUBCOLLECTIONS,
  duesBilledActivityId,
  duesNoticeMailId,
  type BillingRun,
  oldestYearOwed,
} from '@lakeside/domain';
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewBilling } from '../../functions/src/billing/previewBilling';
import { runBilling } from '../../functions/src/billing/runBilling';
import { clientAs, refusal, type Client } from '../support/client';
import { requireEmulators } from '../support/emulators';
import { useAdminClient } from '../support/useAdminClient';
import { adminDb, createResident } from '../support/users';

const APP_NAME = 'billing-tests';
const billingDb = (): Firestore =>
  getFirestore(
    getApps().find((app) => app.name === APP_NAME) ??
      initializeApp({ projectId: 'demo-lakeside-billing' }, APP_NAME),
  );
const actor = { uid: 'treasurer-1', email: 'treasurer@lakeside.test' };
const admin = useAdminClient();
const clients: Client[] = [];

/** A clean project with `count` accounts owing `yearsOwed` at $160.00 each, one owner each. */
async function seedAccounts(count: number, yearsOwed: string[] = []): Promise<string[]> {
  const db = billingDb();
  await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/demo-lakeside-billing/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  const ids = Array.from({ length: count }, (_, i) => `acct-${String(i).padStart(4, '0')}`);
  const commits: Promise<unknown>[] = [];
  let batch = db.batch();
  ids.forEach((id, i) => {
    const uid = `owner-${i}`;
    batch.set(db.collection(COLLECTIONS.hoaAccounts).doc(id), {
      propertyId: id,
      ownerUids: [uid],
      property: { streetAddress: `${i} Heron Way`, city: 'Lakeside', state: 'TN', zipCode: '37013' },
      balanceCents: yearsOwed.length * 16000,
      yearsOwed,
      oldestYearOwed: oldestYearOwed(yearsOwed),
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    batch.set(db.collection(COLLECTIONS.profiles).doc(uid), { email: `owner${i}@example.com` });
    if (i % 150 === 149) {
      commits.push(batch.commit());
      batch = db.batch();
    }
  });
  await Promise.all([...commits, batch.commit()]);
  return ids;
}

const rate2027 = (db: Firestore) =>
  db.collection(COLLECTIONS.duesRates).doc('2027').set({
    amountCents: 17500,
    dueDate: '2027-03-31',
    setBy: actor,
    setAt: Timestamp.now(),
    billedAt: null,
    billedBy: null,
  });

async function accountsOf(db: Firestore) {
  const snap = await db.collection(COLLECTIONS.hoaAccounts).get();
  // Delinquent Accounts' index goes with the years, whoever wrote them
  for (const doc of snap.docs) {
    expect(doc.get('oldestYearOwed'), doc.id).toBe(oldestYearOwed(doc.get('yearsOwed') as string[]));
  }
  return new Map(
    snap.docs.map((doc) => [
      doc.id,
      { balanceCents: doc.get('balanceCents') as number, yearsOwed: doc.get('yearsOwed') as string[] },
    ]),
  );
}

const noticesOf = async (db: Firestore) =>
  (await db.collection(COLLECTIONS.mail).get()).docs.filter((doc) => doc.id.startsWith('dues-2027-'));

beforeAll(async () => {
  await requireEmulators();
  process.env.APP_ORIGINS ??= 'http://127.0.0.1:5050';
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

describe('a billing run (the service, in a project of its own)', () => {
  it('bills every account the year at its rate once, with its trail entry and one notice', async () => {
    const ids = await seedAccounts(250, ['2026']);
    await rate2027(billingDb());
    const db = billingDb();

    await expect(runBilling(db, actor, '2027')).resolves.toEqual({ billed: 250, skipped: 0, unmailed: 0 });
    const accounts = await accountsOf(db);
    for (const id of ids)
      expect(accounts.get(id)).toEqual({ balanceCents: 33500, yearsOwed: ['2026', '2027'] });

    const trail = await db
      .collection(COLLECTIONS.hoaAccounts)
      .doc(ids[7]!)
      .collection(SUBCOLLECTIONS.accountActivity)
      .doc(duesBilledActivityId('2027'))
      .get();
    expect(trail.data()).toMatchObject({
      kind: 'duesBilled',
      year: '2027',
      amountCents: 17500,
      dueDate: '2027-03-31',
      before: { balanceCents: 16000, yearsOwed: ['2026'] },
      after: { balanceCents: 33500, yearsOwed: ['2026', '2027'] },
    });
    expect(BILLING_RUN_TEXTS.duesBilled('2027', 17500, '2027-03-31')).toBe(
      '2027 dues billed: $175.00, due March 31, 2027',
    );

    const notices = await noticesOf(db);
    expect(notices).toHaveLength(250);
    const notice = (
      await db.collection(COLLECTIONS.mail).doc(duesNoticeMailId('2027', ids[7]!)).get()
    ).data();
    expect(notice).toMatchObject({ to: ['owner7@example.com'] });
    expect(notice!.message.text).toContain('$175.00');
    expect(notice!.message.text).toContain('March 31, 2027');
    expect(notice!.message.text).toContain('7 Heron Way');
    // every year still owed, with its dues, and the total
    expect(notice!.message.text).toMatch(/2026 dues: +\$160\.00, past due since March 31, 2026/);
    expect(notice!.message.text).toMatch(/2027 dues: +\$175\.00, (past )?due (since )?March 31, 2027/);
    expect(notice!.message.text).toMatch(/Total owed: +\$335\.00/);

    const run = (
      await db.collection(COLLECTIONS.billingRuns).doc('2027').get()
    ).data() as BillingRun<Timestamp>;
    expect(run).toMatchObject({
      state: 'done',
      total: 250,
      done: 250,
      billed: 250,
      skipped: 0,
      billedCents: 250 * 17500,
    });
    // the rate is locked from the run's start
    expect((await db.collection(COLLECTIONS.duesRates).doc('2027').get()).get('billedBy')).toEqual(actor);
  });

  it('uses an account’s credit first: for part of the year, or all of it, and the notice says so', async () => {
    const ids = await seedAccounts(3);
    const db = billingDb();
    await db.collection(COLLECTIONS.hoaAccounts).doc(ids[1]!).update({ creditCents: 4000 });
    await db.collection(COLLECTIONS.hoaAccounts).doc(ids[2]!).update({ creditCents: 20000 });
    await rate2027(db);

    await expect(runBilling(db, actor, '2027')).resolves.toEqual({ billed: 3, skipped: 0, unmailed: 0 });
    const figures = async (id: string) => {
      const snap = await db.collection(COLLECTIONS.hoaAccounts).doc(id).get();
      return {
        balanceCents: snap.get('balanceCents') as number,
        yearsOwed: snap.get('yearsOwed') as string[],
        creditCents: snap.get('creditCents') as number | undefined,
      };
    };
    expect(await figures(ids[0]!)).toEqual({
      balanceCents: 17500,
      yearsOwed: ['2027'],
      creditCents: undefined,
    });
    expect(await figures(ids[1]!)).toEqual({
      balanceCents: 13500,
      yearsOwed: ['2027'],
      creditCents: undefined,
    });
    expect(await figures(ids[2]!)).toEqual({ balanceCents: 0, yearsOwed: [], creditCents: 2500 });
    // Delinquent Accounts' index goes with the years
    await accountsOf(db);

    const text = async (id: string) =>
      (await db.collection(COLLECTIONS.mail).doc(duesNoticeMailId('2027', id)).get()).get(
        'message.text',
      ) as string;
    expect(await text(ids[0]!)).not.toContain('Paid from your credit');
    expect(await text(ids[1]!)).toMatch(/Paid from your credit: +\$40\.00/);
    expect(await text(ids[1]!)).toMatch(/Total owed: +\$135\.00/);
    expect(await text(ids[2]!)).toContain('the credit on your account paid them');
  });

  it('refuses a second run of a billed year, and changes nothing', async () => {
    await seedAccounts(20);
    await rate2027(billingDb());
    const db = billingDb();
    await runBilling(db, actor, '2027');
    await expect(runBilling(db, actor, '2027')).rejects.toMatchObject({
      code: 'failed-precondition',
      message: BILLING_RUN_TEXTS.alreadyBilled('2027'),
    });
    for (const account of (await accountsOf(db)).values())
      expect(account).toEqual({ balanceCents: 17500, yearsOwed: ['2027'] });
    expect(await noticesOf(db)).toHaveLength(20);
  });

  it('two admins at once: one run bills, the other is refused; every account once', async () => {
    await seedAccounts(300);
    await rate2027(billingDb());
    const db = billingDb();
    const outcomes = await Promise.allSettled([runBilling(db, actor, '2027'), runBilling(db, actor, '2027')]);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(1);
    // under way, or, if the first finished before the second claimed, done
    expect([BILLING_RUN_TEXTS.alreadyRunning('2027'), BILLING_RUN_TEXTS.alreadyBilled('2027')]).toContain(
      ((refused[0] as PromiseRejectedResult).reason as Error).message,
    );
    for (const account of (await accountsOf(db)).values())
      expect(account).toEqual({ balanceCents: 17500, yearsOwed: ['2027'] });
    expect(await noticesOf(db)).toHaveLength(300);
  });

  it('a run that died half-way is finished by starting again, each account billed once, at its rate', async () => {
    const ids = await seedAccounts(200);
    await rate2027(billingDb());
    const db = billingDb();
    // A first start that billed the first 100 accounts and died: a whole run, then its second
    // half undone and its heartbeat stopped long ago, as a run killed after one chunk leaves it.
    await runBilling(db, actor, '2027', 100);
    await db
      .collection(COLLECTIONS.billingRuns)
      .doc('2027')
      .update({
        state: 'running',
        heartbeatAt: Timestamp.fromMillis(Date.now() - 10 * 60 * 1000),
      });
    for (const id of ids.slice(100)) {
      const account = db.collection(COLLECTIONS.hoaAccounts).doc(id);
      await account.update({ balanceCents: 0, yearsOwed: [], oldestYearOwed: null });
      await account.collection(SUBCOLLECTIONS.accountActivity).doc(duesBilledActivityId('2027')).delete();
      await db.collection(COLLECTIONS.mail).doc(duesNoticeMailId('2027', id)).delete();
    }
    // a rate changed meanwhile is not the run's: it goes on at the rate it started with
    await db.collection(COLLECTIONS.duesRates).doc('2027').update({ amountCents: 99900 });

    // the notices the dead start sent count as sent: none is missing
    await expect(runBilling(db, actor, '2027')).resolves.toEqual({ billed: 200, skipped: 0, unmailed: 0 });
    for (const account of (await accountsOf(db)).values())
      expect(account).toEqual({ balanceCents: 17500, yearsOwed: ['2027'] });
    expect(await noticesOf(db)).toHaveLength(200);
    expect((await db.collection(COLLECTIONS.billingRuns).doc('2027').get()).data()).toMatchObject({
      state: 'done',
      billed: 200,
      done: 200,
    });
  });

  it('skips accounts that already owe the year or paid it, and the preview says so first', async () => {
    const ids = await seedAccounts(6);
    await rate2027(billingDb());
    const db = billingDb();
    await db
      .collection(COLLECTIONS.hoaAccounts)
      .doc(ids[0]!)
      .update({ yearsOwed: ['2027'], oldestYearOwed: '2027', balanceCents: 16000 });
    await db
      .collection(COLLECTIONS.payments)
      .doc(randomUUID())
      .set({
        propertyId: ids[1],
        yearsPaid: ['2027'],
        status: 'completed',
      });
    await db.collection(COLLECTIONS.properties).doc('no-account').set({ streetAddress: '21 Osprey Ln' });
    // an owner without an e-mail address: billed, with no notice, and the board is told which
    await db.collection(COLLECTIONS.profiles).doc('owner-3').update({ email: FieldValue.delete() });

    await expect(previewBilling(db, '2027')).resolves.toEqual({
      year: '2027',
      amountCents: 17500,
      dueDate: '2027-03-31',
      toBill: 4,
      totalCents: 4 * 17500,
      skipped: 2,
      withoutAccount: ['21 Osprey Ln'],
      withoutEmail: ['3 Heron Way'],
      run: null,
    });
    await expect(runBilling(db, actor, '2027')).resolves.toEqual({ billed: 4, skipped: 2, unmailed: 1 });
    expect(BILLING_RUN_TEXTS.finished(4, '2027', 1)).toBe(
      '4 accounts billed for 2027; 1 with no owner e-mail address was not sent a notice',
    );
    const accounts = await accountsOf(db);
    expect(accounts.get(ids[0]!)).toEqual({ balanceCents: 16000, yearsOwed: ['2027'] });
    expect(accounts.get(ids[1]!)).toEqual({ balanceCents: 0, yearsOwed: [] });
    expect(await noticesOf(db)).toHaveLength(3);
    await expect(previewBilling(db, '2027')).resolves.toMatchObject({
      toBill: 0,
      run: { state: 'done', done: 6 },
    });
  });
});

describe('the billing callables refuse, writing nothing', () => {
  it('refuses a resident', async () => {
    const resident = await clientAs(await createResident('approved'));
    clients.push(resident);
    for (const name of ['previewBilling', 'billYear']) {
      await expect(refusal(resident.call(name, { year: '2027' }))).resolves.toEqual({
        code: 'functions/permission-denied',
        message: BILLING_RUN_TEXTS.notAdmin,
      });
    }
  });

  it('refuses a year before last year or after next, with the years it would bill', async () => {
    const now = new Date().getFullYear();
    const years = [now - 1, now, now + 1].map(String);
    for (const year of [String(now - 2), String(now + 2)]) {
      for (const name of ['previewBilling', 'billYear']) {
        await expect(refusal(admin().call(name, { year }))).resolves.toEqual({
          code: 'functions/invalid-argument',
          message: BILLING_RUN_TEXTS.yearNotBillable(years),
        });
      }
      expect((await adminDb().collection(COLLECTIONS.billingRuns).doc(year).get()).exists).toBe(false);
    }
    expect(BILLING_RUN_TEXTS.yearNotBillable(years)).toBe(
      `Only ${now - 1}, ${now} or ${now + 1} dues can be billed`,
    );
  });

  it.each([{ year: '1999' }, { year: '20x7' }, { year: 2027 }, {}])('refuses %j (400)', async (request) => {
    for (const name of ['previewBilling', 'billYear']) {
      const { code } = await refusal(admin().call(name, request));
      expect(code).toBe('functions/invalid-argument');
    }
    expect((await adminDb().collection(COLLECTIONS.billingRuns).doc('1999').get()).exists).toBe(false);
  });
});
