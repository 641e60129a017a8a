import { ANNUAL_DUES_CENTS, defaultDueDate, type DuesRate, type DuesRateTable } from '@lakeside/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

/**
 * duesRates/{year} documents, as read (missing ones included), as the pricing table the domain's
 * duesForYear reads: a year whose document does not exist costs the spec's $160.00 there.
 */
export function duesRateTableOf(snapshots: readonly (DocumentSnapshot | undefined)[]): DuesRateTable {
  return Object.fromEntries(
    snapshots
      .filter((snap): snap is DocumentSnapshot => snap?.exists === true)
      .map((snap) => [snap.id, snap.get('amountCents') as number]),
  );
}

/** A year's rate as billing reads it: the board's, or the spec's $160.00 due March 31. */
export function yearRateOf(snapshot: DocumentSnapshot, year: string) {
  const rate = snapshot.exists ? (snapshot.data() as DuesRate) : undefined;
  return {
    amountCents: rate?.amountCents ?? ANNUAL_DUES_CENTS,
    dueDate: rate?.dueDate ?? defaultDueDate(year),
    billed: Boolean(rate?.billedAt),
  };
}
