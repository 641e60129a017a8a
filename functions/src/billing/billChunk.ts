import {
  COLLECTIONS,
  myAccountPath,
  SUBCOLLECTIONS,
  billYearOn,
  creditOf,
  billingSkipReason,
  duesBilledActivityId,
  duesNoticeMailId,
  agedBalance,
  hoaToday,
  type DuesSchedule,
  type HoaAccount,
} from '@lakeside/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { duesNoticeMail, queuedMail } from '../mail/index.js';
import { appUrl } from '../shared/appOrigins.js';
import { runTransaction } from '../shared/transactions.js';
import { accountsRef, runRef } from './billingData.js';
import { figuresOf, writeAccountChange } from '../hoaAccounts/index.js';

export interface YearRate {
  amountCents: number;
  dueDate: string;
}

/** The year's rate the run bills at, and every year's, for the notices' list of years owed. */
export interface ChunkRates {
  rate: YearRate;
  schedule: DuesSchedule;
}

export interface ChunkOutcome {
  /** billed now, or found billed by an earlier start of the run (its marker) */
  billed: number;
  skipped: number;
  /** billed now with no notice: no owner has an e-mail address */
  unmailed: number;
}

/**
 * Bills `year` on a chunk of accounts in one transaction (DESIGN.md §9): an account whose marker
 * (its `dues-{year}` activity entry) exists was billed already and is left alone; one that owes
 * the year or paid it is skipped; any other gains the year and the rate, its marker, and one
 * notice to its owners, all or nothing. The run's counters move in the same transaction, so the
 * page's progress is never ahead of or behind the accounts.
 */
export function billChunk(
  db: Firestore,
  year: string,
  ids: readonly string[],
  { rate, schedule }: ChunkRates,
  paid: ReadonlySet<string>,
): Promise<ChunkOutcome> {
  return runTransaction(db, async (tx) => {
    const accountRefs = ids.map((id) => accountsRef(db).doc(id));
    const markerRefs = accountRefs.map((ref) =>
      ref.collection(SUBCOLLECTIONS.accountActivity).doc(duesBilledActivityId(year)),
    );
    const snaps = await tx.getAll(...accountRefs, ...markerRefs);
    const accounts = snaps.slice(0, ids.length);
    const markers = snaps.slice(ids.length);

    let billed = 0;
    let skipped = 0;
    const toBill: { index: number; account: HoaAccount }[] = [];
    const billedBefore: number[] = [];
    accounts.forEach((snap, index) => {
      if (markers[index]!.exists) {
        billed++;
        billedBefore.push(index);
      } else if (!snap.exists) skipped++;
      else {
        const account = snap.data() as HoaAccount;
        if (billingSkipReason(account, year, paid.has(snap.id)) === null) {
          toBill.push({ index, account });
        } else skipped++;
      }
    });

    // billed by a run that died: the run counts again whether its notice went (its mail document)
    const noticesBefore =
      billedBefore.length > 0
        ? await tx.getAll(
            ...billedBefore.map((index) =>
              db.collection(COLLECTIONS.mail).doc(duesNoticeMailId(year, ids[index]!)),
            ),
          )
        : [];
    let unmailed = noticesBefore.filter((notice) => !notice.exists).length;

    // the owners' addresses, read in the same transaction (reads come before writes)
    const uids = [...new Set(toBill.flatMap(({ account }) => account.ownerUids))];
    const profiles =
      uids.length > 0
        ? await tx.getAll(...uids.map((uid) => db.collection(COLLECTIONS.profiles).doc(uid)))
        : [];
    const emailOf = new Map(
      profiles
        .filter((snap) => typeof snap.get('email') === 'string')
        .map((snap) => [snap.id, snap.get('email') as string]),
    );

    const now = Timestamp.now();
    const today = hoaToday(now.toDate());
    for (const { index, account } of toBill) {
      const before = figuresOf(account);
      const after = billYearOn(before, year, rate.amountCents);
      writeAccountChange(tx, {
        account: accountRefs[index]!,
        before,
        after,
        at: now,
        entry: { kind: 'duesBilled', year, amountCents: rate.amountCents, dueDate: rate.dueDate },
        entryId: duesBilledActivityId(year),
      });
      const to = [
        ...new Set(
          account.ownerUids.map((uid) => emailOf.get(uid)).filter((email): email is string => !!email),
        ),
      ];
      if (to.length > 0) {
        tx.create(
          db.collection(COLLECTIONS.mail).doc(duesNoticeMailId(year, ids[index]!)),
          queuedMail(
            duesNoticeMail(to, {
              year,
              property: account.property,
              amountCents: rate.amountCents,
              dueDate: rate.dueDate,
              balanceCents: after.balanceCents,
              creditUsedCents: creditOf(before) - creditOf(after),
              aged: agedBalance(after, schedule.rates, schedule.dueDates, today),
              accountUrl: appUrl(myAccountPath(ids[index])),
            }),
          ),
        );
      } else unmailed++;
      billed++;
    }
    tx.update(runRef(db, year), {
      done: FieldValue.increment(ids.length),
      billed: FieldValue.increment(billed),
      skipped: FieldValue.increment(skipped),
      billedCents: FieldValue.increment(billed * rate.amountCents),
      unmailed: FieldValue.increment(unmailed),
      heartbeatAt: now,
    });
    return { billed, skipped, unmailed };
  });
}
