import { COLLECTIONS, type DuesRate, type DuesRateTable, type SetDuesRateRequest } from '@lakeside/domain';
import { collection, onSnapshot, type Timestamp } from 'firebase/firestore';
import { callFunction } from '@/lib/firebase/callable';
import { actorField, centsField, readOnlyConverter, textField, timeField } from '@/lib/firebase/converters';
import { getDb, type Watch } from '@/lib/firebase/firestore';

// duesRates/{year}: the board's rate and due date per year, written only by the
// setDuesRate callable; every signed-in reader may read them (what a year costs is no secret).
// The only place the web app spells this collection's paths.

export interface DuesRateRecord extends DuesRate<Timestamp | null> {
  /** the document id */
  year: string;
}

const converter = readOnlyConverter<DuesRateRecord>('Dues rates', (data, year) => ({
  year,
  amountCents: centsField(data.amountCents),
  dueDate: textField(data.dueDate),
  setBy: actorField(data.setBy),
  setAt: timeField(data.setAt),
  billedAt: timeField(data.billedAt),
  billedBy: data.billedBy ? actorField(data.billedBy) : null,
}));

// Years are four digits, so their text sorts as their number. Not localeCompare: its first use
// loads the browser's collation data, a cost on My HOA Account's first screen on a slow
// machine (domain/src/dates.ts has the same story for dates).
const byYear = (a: DuesRateRecord, b: DuesRateRecord) => (a.year < b.year ? -1 : a.year > b.year ? 1 : 0);

/** Every year's rate, live, in year order (a few dozen documents at most). */
export const watchDuesRates: Watch<DuesRateRecord[]> = (_key, onChange, onError) =>
  onSnapshot(
    collection(getDb(), COLLECTIONS.duesRates).withConverter(converter),
    (snapshot) => onChange(snapshot.docs.map((doc) => doc.data()).sort(byYear)),
    onError,
  );

/** The rates as pricing reads them (domain duesForYear): year → cents. */
export function rateTableOf(rates: readonly DuesRateRecord[]): DuesRateTable {
  return Object.fromEntries(rates.map((rate) => [rate.year, rate.amountCents]));
}

export async function setDuesRate(request: SetDuesRateRequest): Promise<boolean> {
  return (await callFunction('setDuesRate', request)).changed;
}
