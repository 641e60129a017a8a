// The queries Firestore answers only from a composite index: a filter with an order or a sum on
// another field, an array-contains with another filter. The emulator never asks for an index;
// production refuses such a query without one, so each is declared here once, with its index's
// fields in order, and the code builds the query from these fields.
// tests/unit/query-indexes.test.ts checks firestore.indexes.json against this table and that no
// query in the code filters, orders or sums by two fields it names itself.
import { COLLECTIONS } from './backend.js';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

/** A composite index has two fields at least. */
type IndexFields<T> = readonly [T, T, ...T[]];

export interface IndexedQuery {
  collectionGroup: string;
  fields: IndexFields<IndexField>;
}

const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string): IndexField => ({ fieldPath, order: 'DESCENDING' });
const contains = (fieldPath: string): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' });
const on = (collectionGroup: string, ...fields: [IndexField, IndexField, ...IndexField[]]): IndexedQuery => ({
  collectionGroup,
  fields,
});

export const INDEXED_QUERIES = {
  /** who may be made an owner: approved profiles by last name */
  approvedProfilesByLastName: on(COLLECTIONS.profiles, asc('approvalStatus'), asc('lastName')),
  /** an owner's properties by street */
  ownedPropertiesByStreet: on(COLLECTIONS.properties, contains('ownerUids'), asc('streetAddress')),
  /** a property's payments, newest first */
  propertyPaymentsNewestFirst: on(COLLECTIONS.payments, asc('propertyId'), desc('createdAt')),
  /** a property's payments that may hold years */
  propertyPaymentsByStatus: on(COLLECTIONS.payments, asc('propertyId'), asc('status')),
  /** the payments that paid, or are paying, a year (billing skips their properties) */
  yearPaymentsByStatus: on(COLLECTIONS.payments, contains('yearsPaid'), asc('status')),
  /** the desk's recount: amounts summed over a status */
  amountsByStatus: on(COLLECTIONS.payments, asc('status'), asc('amountCents')),
  /** the desk's recount: refunds summed over the completed */
  refundsByStatus: on(COLLECTIONS.payments, asc('status'), asc('refundedAmountCents')),
  /** the desk's recount: lost disputes summed over the completed */
  disputesLostByStatus: on(COLLECTIONS.payments, asc('status'), asc('disputeLostCents')),
  /** the desk's recount: what open disputes hold, summed over the completed */
  disputesHeldByStatus: on(COLLECTIONS.payments, asc('status'), asc('disputeHeldCents')),
  /** Delinquent Accounts: the longest late first, then the largest balance */
  lateAccountsLongestFirst: on(COLLECTIONS.hoaAccounts, asc('oldestYearOwed'), desc('balanceCents')),
  /** the mail sweep: waiting or left-behind e-mails whose lease has run out, the oldest first */
  mailDue: on(COLLECTIONS.mail, asc('delivery.state'), asc('delivery.leaseExpireTime')),
  /** E-mails Not Delivered: the ones the sender gave up on, the newest first */
  mailUndeliveredNewestFirst: on(COLLECTIONS.mail, asc('delivery.state'), desc('delivery.endTime')),
} as const satisfies Record<string, IndexedQuery>;

/** The query's fields, in its index's order: what the code filters, orders and sums by. */
export function indexedFields(query: IndexedQuery): IndexFields<string> {
  const [first, second, ...rest] = query.fields;
  return [first.fieldPath, second.fieldPath, ...rest.map((field) => field.fieldPath)];
}
