import { assertCents } from '@lakeside/domain';

// Apart from firestore.ts (the full SDK's set-up) so that readers with Firestore Lite (the
// desk's sums) do not load the full SDK for it.

/**
 * A sum() aggregation of integer cents as Firestore answers it: null over no documents, and a
 * double once past 2^53 (never near for an HOA); a sum that is not whole cents is refused by the
 * domain's assertCents rather than shown.
 */
export function wholeCents(value: number | null, what: string): number {
  const cents = value ?? 0;
  assertCents(cents, what);
  return cents;
}
