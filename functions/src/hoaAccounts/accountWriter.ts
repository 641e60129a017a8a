import {
  SUBCOLLECTIONS,
  creditOf,
  figuresWith,
  oldestYearOwed,
  sameFigures,
  type AccountActivity,
  type HoaAccount,
  type HoaAccountFigures,
} from '@lakeside/domain';
import {
  FieldValue,
  type DocumentReference,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';

type Time = Timestamp | FieldValue;

/** A trail entry's own fields: what moved the figures (its time and figures come from the change). */
export type AccountEntry =
  AccountActivity<Time> extends infer Entry
    ? Entry extends unknown
      ? Omit<Entry, 'at' | 'before' | 'after'>
      : never
    : never;

/** One change of an account: its figures before and after, when, and the entry that says why. */
export interface AccountChange {
  account: DocumentReference;
  before: HoaAccountFigures;
  after: HoaAccountFigures;
  at: Time;
  entry: AccountEntry;
  /**
   * The entry's id when it is written once per thing it records (a payment, a refund, a year's
   * billing): created, so a second write of the same change fails instead of counting twice.
   * Without one, a new entry (the board's edits).
   */
  entryId?: string;
}

/**
 * The one way an account's figures and its trail are written, inside the caller's transaction
 * (payments and recorded payments, voids, refunds, disputes, billing, the board's edit): the
 * figures (with `oldestYearOwed`, which Delinquent Accounts and the reminders query by range,
 * and the time) when they move, and always the owners' trail entry with before and after.
 * The figures themselves come from the domain's balance rule (domain/src/balance.ts).
 */
export function writeAccountChange(tx: Transaction, change: AccountChange): void {
  const { account, before, after, at, entry, entryId } = change;
  if (!sameFigures(before, after)) tx.update(account, accountFiguresUpdate(after));
  const trail = account.collection(SUBCOLLECTIONS.accountActivity);
  tx.create(entryId ? trail.doc(entryId) : trail.doc(), { ...entry, at, before, after });
}

/** An account's figures as stored (nothing else of it), for the balance rule and the trail. */
export function figuresOf(account: HoaAccount): HoaAccountFigures {
  return figuresWith(account.balanceCents, account.yearsOwed, creditOf(account));
}

function accountFiguresUpdate(after: HoaAccountFigures) {
  return {
    balanceCents: after.balanceCents,
    yearsOwed: after.yearsOwed,
    oldestYearOwed: oldestYearOwed(after.yearsOwed),
    // absent when none, as on accounts from before credits existed
    creditCents: creditOf(after) > 0 ? creditOf(after) : FieldValue.delete(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}
