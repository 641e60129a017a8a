/** A row of the rates table: a year, with the board's rate if it set one. */
export interface RateRow<Rate> {
  year: string;
  rate: Rate | null;
}

/**
 * The years the table lists, newest first: every year with a rate, and always this year and the
 * next, the two a board is about to bill, even before a rate is set (they cost $160.00 then).
 */
export function rateRows<Rate extends { year: string }>(rates: readonly Rate[], now: Date): RateRow<Rate>[] {
  const byYear = new Map(rates.map((rate) => [rate.year, rate]));
  const thisYear = now.getFullYear();
  const years = new Set([...byYear.keys(), String(thisYear), String(thisYear + 1)]);
  return [...years]
    .sort((a, b) => Number(b) - Number(a))
    .map((year) => ({ year, rate: byYear.get(year) ?? null }));
}
