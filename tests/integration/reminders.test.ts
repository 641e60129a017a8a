// Reminders to late accounts. A row's Send Reminder through the
// callable, end to end: one e-mail in the mail catcher to the owners, its record, the account's
// remindedAt; refused within 7 days, for an account not late or without an owner's address, for
// a resident, and for a malformed id, each writing nothing. Then the Remind All Late and
// monthly service, called directly (the emulators here cannot fire schedules) in a Firestore
// project of its own ('demo-lakeside-reminders'), because it reminds every late account in its
// database and must not touch the other tests' accounts.
import {
  JOB_RUN_STALE_MS,
  JOB_RUN_TEXTS,
  COLLECTIONS,
  PROPERTY_TEXTS,
  REMINDER_LIMITS,
  REMINDER_TEXTS,
  reminderId,
  reminderMailId,
  oldestYearOwed,
} from '@lakeside/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewReminders, remindAllLate } from '../../functions/src/reminders/remindAll';
import { clientAs, newAdminClient, refusal, type Client } from '../support/client';
import { requireEmulators } from '../support/emulators';
import { finalDelivery, mailsOnceArrived, sentTo } from '../support/mailCatcher';
import { ownedAccount } from '../support/payments';
import { useAdminClient } from '../support/useAdminClient';
import { adminDb, createResident } from '../support/users';

const DAY_MS = 24 * 60 * 60 * 1000;
const admin = useAdminClient();
let resident: Client;

beforeAll(async () => {
  await requireEmulators();
  process.env.APP_ORIGINS ??= 'http://127.0.0.1:5050';
  resident = await clientAs(await createResident('approved'));
});

afterAll(async () => {
  await resident?.close();
});

/** The account as stored, with the reminder fields accountOf (support/payments) leaves out. */
const accountOf = async (propertyId: string) =>
  (await adminDb().collection(COLLECTIONS.hoaAccounts).doc(propertyId).get()).data() ?? {};
const remindersOf = async (db: Firestore, propertyId: string) =>
  (await db.collection(COLLECTIONS.reminders).where('propertyId', '==', propertyId).get()).docs;
const reminderMailsOf = async (db: Firestore, propertyId: string) =>
  (await db.collection(COLLECTIONS.mail).get()).docs.filter((doc) =>
    doc.id.startsWith(`reminder-${propertyId}-`),
  );

describe('Send Reminder (the callable)', () => {
  it('e-mails the owners once what is owed and since when, records it, and marks the account', async () => {
    const owner = await createResident('approved');
    const coOwner = await createResident('approved');
    // 2025 is past its due date (March 31, 2025) in every run of this suite
    const propertyId = await ownedAccount([owner, coOwner], ['2025', '2026']);

    const answer = await admin().call('sendReminder', { propertyId });
    expect(answer).toMatchObject({ propertyId, recipients: 2, remindersSent: 1 });

    const account = await accountOf(propertyId);
    expect((account.remindedAt as Timestamp).toMillis()).toBe(answer.remindedAtMs);
    expect(account.remindersSent).toBe(1);
    const record = (
      await adminDb().collection(COLLECTIONS.reminders).doc(reminderId(propertyId, 1)).get()
    ).data();
    expect(record).toMatchObject({
      propertyId,
      sequence: 1,
      trigger: 'row',
      recipients: 2,
      lateYears: ['2025', '2026'],
      balanceCents: 32000,
      oldestDueDate: '2025-03-31',
      mailId: reminderMailId(propertyId, 1),
    });
    expect(record?.sentBy?.uid).toBeTruthy();

    const mailRef = adminDb().collection(COLLECTIONS.mail).doc(reminderMailId(propertyId, 1));
    await expect(finalDelivery(mailRef)).resolves.toMatchObject({ state: 'SUCCESS' });
    const mails = await mailsOnceArrived(sentTo(owner.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to.map((to) => to.address).sort()).toEqual([owner.email, coOwner.email].sort());
    expect(mails[0]!.subject).toContain('$320.00');
    expect(mails[0]!.text).toContain('March 31, 2025');
    expect(mails[0]!.text).toContain('2025, 2026');
    expect(mails[0]!.text).toContain('http://127.0.0.1:5050/my-account');
  });

  it('refuses a second reminder within 7 days with the sentence, and writes nothing', async () => {
    const owner = await createResident('approved');
    const propertyId = await ownedAccount([owner], ['2025']);
    await admin().call('sendReminder', { propertyId });

    await expect(refusal(admin().call('sendReminder', { propertyId }))).resolves.toEqual({
      code: 'functions/failed-precondition',
      message: REMINDER_TEXTS.remindedRecently(0),
    });
    expect(REMINDER_TEXTS.remindedRecently(3)).toBe(
      'Reminded 3 days ago: an account is reminded at most once in 7 days',
    );
    expect(await remindersOf(adminDb(), propertyId)).toHaveLength(1);
    expect(await reminderMailsOf(adminDb(), propertyId)).toHaveLength(1);
    expect((await accountOf(propertyId)).remindersSent).toBe(1);
  });

  it('reminds again once 7 days have passed', async () => {
    const owner = await createResident('approved');
    const propertyId = await ownedAccount([owner], ['2025']);
    await admin().call('sendReminder', { propertyId });
    const eightDaysAgo = Timestamp.fromMillis(Date.now() - 8 * DAY_MS);
    await adminDb().collection(COLLECTIONS.hoaAccounts).doc(propertyId).update({ remindedAt: eightDaysAgo });

    await expect(admin().call('sendReminder', { propertyId })).resolves.toMatchObject({ remindersSent: 2 });
    expect(await remindersOf(adminDb(), propertyId)).toHaveLength(2);
  });

  it('two admins reminding one account at the same moment send one reminder', async () => {
    const owner = await createResident('approved');
    const propertyId = await ownedAccount([owner], ['2025']);
    const other = await newAdminClient();
    const outcomes = await Promise.allSettled([
      admin().call('sendReminder', { propertyId }),
      other.call('sendReminder', { propertyId }),
    ]);
    await other.close();
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await remindersOf(adminDb(), propertyId)).toHaveLength(1);
    expect(await reminderMailsOf(adminDb(), propertyId)).toHaveLength(1);
  });

  it.each([
    ['an account not late (owes nothing past due)', ['2099'], REMINDER_TEXTS.notLate],
    ['an account that owes nothing', [], REMINDER_TEXTS.notLate],
  ])('refuses %s and writes nothing', async (_, yearsOwed, message) => {
    const owner = await createResident('approved');
    const propertyId = await ownedAccount([owner], yearsOwed);
    await expect(refusal(admin().call('sendReminder', { propertyId }))).resolves.toEqual({
      code: 'functions/failed-precondition',
      message,
    });
    expect(await remindersOf(adminDb(), propertyId)).toHaveLength(0);
    expect((await accountOf(propertyId)).remindedAt).toBeUndefined();
  });

  it('refuses a late account with no owner to write to', async () => {
    const propertyId = await ownedAccount([], ['2025']);
    await expect(refusal(admin().call('sendReminder', { propertyId }))).resolves.toEqual({
      code: 'functions/failed-precondition',
      message: REMINDER_TEXTS.noOwnerEmail,
    });
    expect(await remindersOf(adminDb(), propertyId)).toHaveLength(0);
  });

  it('refuses a property without an account, a malformed id and a missing one with their sentences', async () => {
    await expect(
      refusal(admin().call('sendReminder', { propertyId: 'no-such-property-here' })),
    ).resolves.toEqual({ code: 'functions/not-found', message: REMINDER_TEXTS.accountNotFound });
    await expect(refusal(admin().call('sendReminder', { propertyId: '../x' }))).resolves.toEqual({
      code: 'functions/invalid-argument',
      message: PROPERTY_TEXTS.propertyInvalid,
    });
    await expect(refusal(admin().call('sendReminder', {}))).resolves.toMatchObject({
      code: 'functions/invalid-argument',
    });
  });

  it('refuses a resident, even the owner, for every reminder callable, and writes nothing', async () => {
    const owner = await createResident('approved');
    const propertyId = await ownedAccount([owner], ['2025']);
    const asOwner = await clientAs(owner);
    try {
      for (const client of [resident, asOwner]) {
        for (const [name, data] of [
          ['sendReminder', { propertyId }],
          ['previewReminders', undefined],
          ['remindAllLate', undefined],
        ] as const) {
          await expect(refusal(client.call(name, data))).resolves.toEqual({
            code: 'functions/permission-denied',
            message: REMINDER_TEXTS.notAdmin,
          });
        }
      }
    } finally {
      await asOwner.close();
    }
    expect(await remindersOf(adminDb(), propertyId)).toHaveLength(0);
  });

  it('refuses a signed-out caller', async () => {
    const anonymous = await clientAs();
    try {
      await expect(refusal(anonymous.call('sendReminder', { propertyId: 'x' }))).resolves.toEqual({
        code: 'functions/unauthenticated',
        message: REMINDER_TEXTS.signInRequired,
      });
    } finally {
      await anonymous.close();
    }
  });
});

// ─── Remind All Late and the monthly run: the service, in a project of its own ──────────────

const APP_NAME = 'reminder-tests';
const remindersDb = (): Firestore =>
  getFirestore(
    getApps().find((app) => app.name === APP_NAME) ??
      initializeApp({ projectId: 'demo-lakeside-reminders' }, APP_NAME),
  );
const actor = { uid: 'treasurer-1', email: 'treasurer@lakeside.test' };

interface SeedAccount {
  yearsOwed: string[];
  remindedDaysAgo?: number;
  /** the owner has a profile with an address (default true) */
  email?: boolean;
}

/** A clean project with these accounts (acct-0, acct-1...), one owner each. */
async function seed(accounts: SeedAccount[]): Promise<string[]> {
  const db = remindersDb();
  await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/demo-lakeside-reminders/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  const batch = db.batch();
  const ids = accounts.map((account, i) => {
    const id = `acct-${i}`;
    batch.set(db.collection(COLLECTIONS.hoaAccounts).doc(id), {
      propertyId: id,
      ownerUids: [`owner-${i}`],
      property: { streetAddress: `${i} Heron Way`, city: 'Lakeside', state: 'TN', zipCode: '37013' },
      balanceCents: account.yearsOwed.length * 16000,
      yearsOwed: account.yearsOwed,
      oldestYearOwed: oldestYearOwed(account.yearsOwed),
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      ...(account.remindedDaysAgo === undefined
        ? {}
        : {
            remindedAt: Timestamp.fromMillis(Date.now() - account.remindedDaysAgo * DAY_MS),
            remindersSent: 1,
          }),
    });
    if (account.email !== false) {
      batch.set(db.collection(COLLECTIONS.profiles).doc(`owner-${i}`), { email: `owner${i}@example.com` });
    }
    return id;
  });
  await batch.commit();
  return ids;
}

const sentIn = async (db: Firestore) => (await db.collection(COLLECTIONS.reminders).get()).docs;

describe('Remind All Late and the monthly run (the service)', () => {
  it('previews, then reminds every late account due a reminder once; a second run reminds nobody', async () => {
    const db = remindersDb();
    const ids = await seed([
      { yearsOwed: ['2025'] }, // late, never reminded: reminded
      { yearsOwed: ['2024', '2025'] }, // late, never reminded: reminded
      { yearsOwed: ['2025'], remindedDaysAgo: 3 }, // reminded 3 days ago: skipped
      { yearsOwed: ['2025'], email: false }, // nobody to write to: skipped
      { yearsOwed: ['2099'] }, // not late
      { yearsOwed: [] }, // owes nothing
    ]);
    const now = new Date();

    await expect(previewReminders(db, now)).resolves.toEqual({
      accounts: 2,
      owners: 2,
      recentlyReminded: 1,
      // which: the fourth account seeded (index 3), whose owner has no address
      withoutEmail: ['3 Heron Way'],
    });
    const minDays = REMINDER_LIMITS.minDays;
    await expect(remindAllLate(db, { actor, trigger: 'all', minDays, now })).resolves.toEqual({
      reminded: 2,
      recipients: 2,
      skipped: 2,
      failed: 0,
      // the account whose owner has no address, for the post
      withoutEmail: 1,
    });
    const sent = await sentIn(db);
    expect(sent.map((doc) => doc.id).sort()).toEqual([reminderId(ids[0]!, 1), reminderId(ids[1]!, 1)]);
    expect(sent.every((doc) => doc.get('trigger') === 'all' && doc.get('sentBy').uid === actor.uid)).toBe(
      true,
    );
    const mails = (await db.collection(COLLECTIONS.mail).get()).docs.map((doc) => doc.id).sort();
    expect(mails).toEqual([reminderMailId(ids[0]!, 1), reminderMailId(ids[1]!, 1)]);

    await expect(remindAllLate(db, { actor, trigger: 'all', minDays, now: new Date() })).resolves.toEqual({
      reminded: 0,
      recipients: 0,
      skipped: 4,
      failed: 0,
      withoutEmail: 1,
    });
    expect(await sentIn(db)).toHaveLength(2);
    await expect(previewReminders(db, new Date())).resolves.toMatchObject({ accounts: 0 });
  });

  it('two runs at once remind each account once: the second is refused while the first runs', async () => {
    const db = remindersDb();
    await seed(Array.from({ length: 12 }, () => ({ yearsOwed: ['2025'] })));
    const run = () =>
      remindAllLate(db, { actor, trigger: 'all', minDays: REMINDER_LIMITS.minDays, now: new Date() });
    const results = await Promise.allSettled([run(), run()]);
    const answers = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    // one run reminds all 12; the other met it running and was refused, or (started after it
    // ended) found every account just reminded
    expect(answers.map((answer) => answer.reminded).sort()).toEqual(answers.length === 1 ? [12] : [0, 12]);
    expect(answers.every((answer) => answer.failed === 0)).toBe(true);
    for (const refused of refusals) {
      expect(refused).toMatchObject({
        code: 'already-exists',
        message: JOB_RUN_TEXTS.alreadyRunning('remindAllLate', 0),
      });
    }
    const sent = await sentIn(db);
    expect(sent).toHaveLength(12);
    expect(new Set(sent.map((doc) => doc.get('propertyId'))).size).toBe(12);
    // the run's document: done, every account through
    expect((await db.collection(COLLECTIONS.jobRuns).doc('remindAllLate').get()).data()).toMatchObject({
      state: 'done',
      total: 12,
      done: 12,
      startedBy: actor,
    });
  });

  it('a run that stopped is taken over by the next start, which goes through every late account', async () => {
    const db = remindersDb();
    await seed(Array.from({ length: 120 }, () => ({ yearsOwed: ['2025'] })));
    // a run that stopped over two minutes ago, part of the way through, and never said so
    const stoppedAt = Timestamp.fromMillis(Date.now() - JOB_RUN_STALE_MS - 1_000);
    await db
      .collection(COLLECTIONS.jobRuns)
      .doc('remindAllLate')
      .set({
        kind: 'remindAllLate',
        state: 'running',
        total: 120,
        done: 100,
        counts: { reminded: 100, recipients: 100, skipped: 0, failed: 0 },
        startedBy: actor,
        startedAt: stoppedAt,
        heartbeatAt: stoppedAt,
        finishedAt: null,
      });
    const answer = await remindAllLate(db, { actor, trigger: 'all', minDays: 7, now: new Date() });
    expect(answer).toEqual({ reminded: 120, recipients: 120, skipped: 0, failed: 0, withoutEmail: 0 });
    const run = (await db.collection(COLLECTIONS.jobRuns).doc('remindAllLate').get()).data()!;
    expect(run).toMatchObject({ state: 'done', total: 120, done: 120, counts: answer });
    expect(run.startedAt.toMillis()).toBeGreaterThan(stoppedAt.toMillis());
  });

  it('the monthly run skips accounts reminded in the last 28 days and reminds the rest', async () => {
    const db = remindersDb();
    const ids = await seed([
      { yearsOwed: ['2025'], remindedDaysAgo: 10 }, // a row's reminder 10 days ago: not again yet
      { yearsOwed: ['2025'], remindedDaysAgo: 30 }, // last month's: reminded
      { yearsOwed: ['2025'] }, // never: reminded
    ]);
    const answer = await remindAllLate(db, {
      actor: null,
      trigger: 'schedule',
      minDays: REMINDER_LIMITS.scheduledMinDays,
      now: new Date(),
    });
    expect(answer).toEqual({ reminded: 2, recipients: 2, skipped: 1, failed: 0, withoutEmail: 0 });
    const sent = await sentIn(db);
    expect(sent.map((doc) => doc.id).sort()).toEqual([reminderId(ids[1]!, 2), reminderId(ids[2]!, 1)]);
    expect(sent.every((doc) => doc.get('trigger') === 'schedule' && doc.get('sentBy') === null)).toBe(true);
    // the 7-day rule of the page would have reminded the first one too
    await expect(previewReminders(db, new Date())).resolves.toMatchObject({ accounts: 1 });
  });

  it('follows the board’s due dates: a year whose due date is still ahead is not late', async () => {
    const db = remindersDb();
    const nextYear = String(new Date().getUTCFullYear() + 1);
    // next year billed ahead (the owner owes it already), due at the end of next year
    await seed([{ yearsOwed: [nextYear] }, { yearsOwed: ['2025'] }]);
    await db
      .collection(COLLECTIONS.duesRates)
      .doc(nextYear)
      .set({
        amountCents: 16000,
        dueDate: `${nextYear}-12-31`,
      });
    const answer = await remindAllLate(db, { actor, trigger: 'all', minDays: 7, now: new Date() });
    expect(answer).toMatchObject({ reminded: 1 });
    expect((await sentIn(db)).map((doc) => doc.get('propertyId'))).toEqual(['acct-1']);
  });
});
