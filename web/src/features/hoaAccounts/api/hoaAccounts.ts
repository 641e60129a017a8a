import {
  COLLECTIONS,
  DISPUTE_STATES,
  SUBCOLLECTIONS,
  sortYears,
  type AccountActivity,
  type HoaAccount,
  type HoaAccountFigures,
  type SyncHoaAccountsAnswer,
  type UpdateHoaAccountAnswer,
  type UpdateHoaAccountRequest,
  INDEXED_QUERIES,
  indexedFields,
} from '@lakeside/domain';
import {
  collection,
  doc,
  getCountFromServer,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase/firestore';
import { callFunction } from '@/lib/firebase/callable';
import {
  addressField,
  centsField,
  countField,
  oneOfField,
  readOnlyConverter,
  stringListField,
  textField,
  timeField,
} from '@/lib/firebase/converters';
import { getDb, watchDocOrNull, type Watch } from '@/lib/firebase/firestore';
import { markTiming } from '@/lib/timing';

// hoaAccounts/{propertyId} (DESIGN §3). Read-only in Firestore: every change goes through a
// function (ensureHoaAccount, syncHoaAccounts, updateHoaAccount), which also writes the audit log.

export type HoaAccountRecord = HoaAccount<Timestamp | null>;

/** An account's credit, absent when none (as the functions write it). */
const creditField = (value: unknown): { creditCents?: number } =>
  centsField(value) > 0 ? { creditCents: centsField(value) } : {};

const converter = readOnlyConverter<HoaAccountRecord>('HOA accounts', (data, id) => ({
  propertyId: id,
  balanceCents: centsField(data.balanceCents),
  yearsOwed: sortYears(stringListField(data.yearsOwed)),
  ...creditField(data.creditCents),
  ownerUids: stringListField(data.ownerUids),
  property: addressField(data.property),
  createdAt: timeField(data.createdAt),
  updatedAt: timeField(data.updatedAt),
  remindedAt: timeField(data.remindedAt),
  remindersSent: countField(data.remindersSent),
}));

const accounts = () => collection(getDb(), COLLECTIONS.hoaAccounts).withConverter(converter);

/**
 * One account, live; `null` when there is none or the reader may not see it (one answer, as
 * for a receipt: a statement link of someone else's property tells nothing).
 */
export const watchHoaAccount: Watch<HoaAccountRecord | null> = (propertyId, onChange, onError) =>
  watchDocOrNull(doc(accounts(), propertyId), onChange, onError);

/** Reads the late accounts a page at a time, in the order it asks for. */
export interface LateAccountsReader {
  /** the next `size` accounts; `done` once none is left */
  next(size: number): Promise<{ accounts: HoaAccountRecord[]; done: boolean }>;
}

const [oldestYearOwed, balance] = indexedFields(INDEXED_QUERIES.lateAccountsLongestFirst);

const lateAccountsQuery = (lastLateYear: string) =>
  query(accounts(), where(oldestYearOwed, '<=', lastLateYear));

/**
 * The accounts late today (admin): those whose oldest year owed is `lastLateYear` or earlier
 * (domain/src/delinquency.ts), the longest late first and, among those, the largest balance:
 * Delinquent Accounts' default order. One indexed range query (firestore.indexes.json), read
 * by cursor, so the page reads the rows it shows and no more.
 */
export function readLateAccounts(lastLateYear: string): LateAccountsReader {
  const late = query(lateAccountsQuery(lastLateYear), orderBy(oldestYearOwed), orderBy(balance, 'desc'));
  let after: QueryDocumentSnapshot<HoaAccountRecord> | undefined;
  let done = false;
  return {
    async next(size) {
      if (done) return { accounts: [], done };
      const snapshot = await getDocs(
        after ? query(late, startAfter(after), limit(size)) : query(late, limit(size)),
      );
      after = snapshot.docs.at(-1) ?? after;
      done = snapshot.size < size;
      return { accounts: snapshot.docs.map((d) => d.data()), done };
    },
  };
}

/**
 * How many accounts are late, counted by Firestore (admin). What they owe past due is added up
 * from the rows (domain aging.ts): it depends on each year's due date, not on one stored field.
 */
export async function countLateAccounts(lastLateYear: string): Promise<number> {
  const snapshot = await getCountFromServer(lateAccountsQuery(lastLateYear));
  return snapshot.data().count;
}

/** Every account, newest first (admin). */
export async function listHoaAccountsNewestFirst(): Promise<HoaAccountRecord[]> {
  const snapshot = await getDocs(query(accounts(), orderBy('createdAt', 'desc')));
  return snapshot.docs.map((d) => d.data());
}

/**
 * The signed-in owner's accounts by property id, live (a property missing from it has no
 * account yet). The rules let an approved owner list the accounts whose ownerUids hold their
 * uid. Read beside the owner's properties rather than after them, so My HOA Account's balance
 * waits for one answer, not two in a row.
 */
export const watchOwnedHoaAccounts: Watch<ReadonlyMap<string, HoaAccountRecord>> = (uid, onChange, onError) =>
  onSnapshot(
    query(accounts(), where('ownerUids', 'array-contains', uid)),
    (snapshot) => {
      markTiming('account-answer', { fromCache: snapshot.metadata.fromCache });
      onChange(new Map(snapshot.docs.map((d) => [d.id, d.data()])));
    },
    onError,
  );

export type AccountActivityRecord = AccountActivity<Timestamp | null> & { id: string };

const figures = (value: unknown): HoaAccountFigures => {
  const data = (value ?? {}) as Record<string, unknown>;
  return {
    balanceCents: centsField(data.balanceCents),
    yearsOwed: sortYears(stringListField(data.yearsOwed)),
    ...creditField(data.creditCents),
  };
};

/** A year paid in part at the desk, as a trail entry records it (nothing when malformed). */
const partPaidField = (value: unknown) => {
  const data = (value ?? {}) as Record<string, unknown>;
  return typeof data.year === 'string'
    ? {
        partPaid: {
          year: data.year,
          paidCents: centsField(data.paidCents),
          leftCents: centsField(data.leftCents),
        },
      }
    : {};
};

// Read-only: the functions write each entry in the transaction of the change it records.
const activityConverter = readOnlyConverter<AccountActivityRecord | null>(
  'Account activity entries',
  (data, id) => {
    const common = { id, at: timeField(data.at), before: figures(data.before), after: figures(data.after) };
    if (data.kind === 'adminEdit') return { ...common, kind: 'adminEdit' };
    if (data.kind === 'payment') {
      return {
        ...common,
        kind: 'payment',
        paymentId: textField(data.paymentId),
        invoiceNumber: textField(data.invoiceNumber),
        yearsPaid: sortYears(stringListField(data.yearsPaid)),
        amountCents: centsField(data.amountCents),
        ...(typeof data.paymentMethod === 'string' ? { paymentMethod: data.paymentMethod } : {}),
        ...partPaidField(data.partPaid),
        ...(centsField(data.creditAddedCents) > 0
          ? { creditAddedCents: centsField(data.creditAddedCents) }
          : {}),
      };
    }
    if (data.kind === 'paymentVoided') {
      return {
        ...common,
        kind: 'paymentVoided',
        paymentId: textField(data.paymentId),
        invoiceNumber: textField(data.invoiceNumber),
        reason: textField(data.reason),
      };
    }
    if (data.kind === 'refund') {
      return {
        ...common,
        kind: 'refund',
        paymentId: textField(data.paymentId),
        invoiceNumber: textField(data.invoiceNumber),
        amountCents: centsField(data.amountCents),
        yearsBack: sortYears(stringListField(data.yearsBack)),
        reason: textField(data.reason),
      };
    }
    if (data.kind === 'dispute') {
      return {
        ...common,
        kind: 'dispute',
        paymentId: textField(data.paymentId),
        invoiceNumber: textField(data.invoiceNumber),
        amountCents: centsField(data.amountCents),
        state: oneOfField(data.state, DISPUTE_STATES, 'open'),
        yearsBack: sortYears(stringListField(data.yearsBack)),
      };
    }
    if (data.kind === 'duesBilled') {
      return {
        ...common,
        kind: 'duesBilled',
        year: textField(data.year),
        amountCents: centsField(data.amountCents),
        dueDate: textField(data.dueDate),
      };
    }
    // a kind this build does not know yet (a newer function wrote it): left out, not shown wrong
    return null;
  },
);

/** How many entries My HOA Account shows: the recent trail, not years of it. */
export const ACTIVITY_SHOWN = 50;

/**
 * hoaAccounts/{propertyId}/activity, newest first, live: the board's edits and the payments
 * applied to one account, for its owners.
 */
export const watchAccountActivity: Watch<AccountActivityRecord[]> = (propertyId, onChange, onError) =>
  onSnapshot(
    query(
      collection(getDb(), COLLECTIONS.hoaAccounts, propertyId, SUBCOLLECTIONS.accountActivity).withConverter(
        activityConverter,
      ),
      orderBy('at', 'desc'),
      limit(ACTIVITY_SHOWN),
    ),
    (snapshot) =>
      onChange(snapshot.docs.map((d) => d.data()).filter((entry): entry is AccountActivityRecord => !!entry)),
    onError,
  );

/**
 * The whole trail of one account, oldest first, live: the statement's lines. A few
 * entries a year per account, so no limit: a statement that left entries out would not add up.
 */
export const watchAccountTrail: Watch<AccountActivityRecord[]> = (propertyId, onChange, onError) =>
  onSnapshot(
    query(
      collection(getDb(), COLLECTIONS.hoaAccounts, propertyId, SUBCOLLECTIONS.accountActivity).withConverter(
        activityConverter,
      ),
      orderBy('at', 'asc'),
    ),
    (snapshot) =>
      onChange(snapshot.docs.map((d) => d.data()).filter((entry): entry is AccountActivityRecord => !!entry)),
    onError,
  );

/** Sync All Properties (spec §7): an account for every property that has none; counts. */
export function syncHoaAccounts(): Promise<SyncHoaAccountsAnswer> {
  return callFunction('syncHoaAccounts');
}

/** The admin's edit of balance and years owed (recorded in the audit log by the function). */
export function updateHoaAccount(request: UpdateHoaAccountRequest): Promise<UpdateHoaAccountAnswer> {
  return callFunction('updateHoaAccount', request);
}
