import {
  COLLECTIONS,
  hoaToday,
  lastLateYear,
  lateAccount,
  type DueDates,
  type HoaAccount,
  type LateAccount,
} from '@lakeside/domain';
import {
  FieldPath,
  type Firestore,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase-admin/firestore';

// What the reminders read to find the late accounts: the board's due dates and the accounts
// whose oldest year owed is past its due date (the Delinquent Accounts page's query,
// delinquency.ts's rule).
// Plain queries: each reminder reads its account again in its own transaction (remindAccount).

/** Read a page at a time, so ten thousand late accounts never come in one answer. */
const PAGE = 1000;

/** Each year's due date where the board set a rate (the others are March 31). */
export async function dueDatesOf(db: Firestore): Promise<DueDates> {
  const snap = await db.collection(COLLECTIONS.duesRates).select('dueDate').get();
  return Object.fromEntries(
    snap.docs
      .filter((doc) => typeof doc.get('dueDate') === 'string')
      .map((doc) => [doc.id, doc.get('dueDate') as string]),
  );
}

export interface LateAccountFacts {
  late: LateAccount;
  ownerUids: string[];
  /** epoch ms of the last reminder, null when never reminded */
  remindedAtMs: number | null;
}

/** Every account late on the association's day of `now`, the longest late first. */
export async function lateAccountsOn(db: Firestore, now: Date): Promise<LateAccountFacts[]> {
  const dueDates = await dueDatesOf(db);
  const today = hoaToday(now);
  // late: the oldest year owed is one past its due date (delinquency.ts), one indexed range
  const lastLate = lastLateYear(dueDates, today);
  if (lastLate === null) return [];
  const owing = db
    .collection(COLLECTIONS.hoaAccounts)
    .where('oldestYearOwed', '<=', lastLate)
    .orderBy('oldestYearOwed')
    .orderBy(FieldPath.documentId())
    .select('property', 'yearsOwed', 'balanceCents', 'ownerUids', 'remindedAt');
  const found: LateAccountFacts[] = [];
  for (let after: QueryDocumentSnapshot | null = null; ;) {
    const snap = await (after === null ? owing : owing.startAfter(after)).limit(PAGE).get();
    for (const doc of snap.docs) {
      const account = doc.data() as Partial<HoaAccount<Timestamp>>;
      const late = lateAccount(
        {
          propertyId: doc.id,
          streetAddress: account.property?.streetAddress ?? doc.id,
          addressLine: account.property?.streetAddress ?? doc.id,
          yearsOwed: account.yearsOwed ?? [],
          balanceCents: account.balanceCents ?? 0,
        },
        dueDates,
        today,
      );
      if (late) {
        found.push({
          late,
          ownerUids: account.ownerUids ?? [],
          remindedAtMs: account.remindedAt ? account.remindedAt.toMillis() : null,
        });
      }
    }
    if (snap.size < PAGE) return found;
    after = snap.docs[snap.docs.length - 1]!;
  }
}
