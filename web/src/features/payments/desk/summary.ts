// The payments desk's three summary cards (spec §2), in integer cents.

export interface DeskTotals {
  /** Total Revenue: amount (before fees) over completed payments */
  revenueCents: number;
  /** Pending Payments: amount over payments still pending */
  pendingCents: number;
  /** Total Outstanding: every HOA account's balance */
  outstandingCents: number;
}

export function deskTotals(
  payments: readonly { status: string; amountCents: number }[],
  balancesCents: readonly number[],
): DeskTotals {
  let revenueCents = 0;
  let pendingCents = 0;
  for (const { status, amountCents } of payments) {
    if (status === 'completed') revenueCents += amountCents;
    else if (status === 'pending') pendingCents += amountCents;
  }
  const outstandingCents = balancesCents.reduce((sum, cents) => sum + cents, 0);
  return { revenueCents, pendingCents, outstandingCents };
}
