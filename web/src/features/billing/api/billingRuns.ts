import { COLLECTIONS, type BillingPreview, type BillingRun, type BillYearAnswer } from '@lakeside/domain';
import { collection, onSnapshot, type Timestamp } from 'firebase/firestore';
import { callFunction } from '@/lib/firebase/callable';
import {
  actorField,
  centsField,
  countField,
  oneOfField,
  readOnlyConverter,
  textField,
  timeField,
} from '@/lib/firebase/converters';
import { getDb, type Watch } from '@/lib/firebase/firestore';

// billingRuns/{year}: each year's billing run and its progress, written only by the
// billYear callable; the board reads them. The only place the web app spells their paths.

export type BillingRunRecord = BillingRun<Timestamp | null>;

const converter = readOnlyConverter<BillingRunRecord>('Billing runs', (data, year) => ({
  year,
  state: oneOfField(data.state, ['running', 'done'] as const, 'running'),
  total: countField(data.total),
  done: countField(data.done),
  billed: countField(data.billed),
  skipped: countField(data.skipped),
  amountCents: centsField(data.amountCents),
  dueDate: textField(data.dueDate),
  billedCents: centsField(data.billedCents),
  unmailed: countField(data.unmailed),
  startedBy: actorField(data.startedBy),
  startedAt: timeField(data.startedAt),
  heartbeatAt: timeField(data.heartbeatAt),
  finishedAt: timeField(data.finishedAt),
}));

/** Every year's run, live: the table's figures and the progress of a run under way. */
export const watchBillingRuns: Watch<BillingRunRecord[]> = (_key, onChange, onError) =>
  onSnapshot(
    collection(getDb(), COLLECTIONS.billingRuns).withConverter(converter),
    (snapshot) => onChange(snapshot.docs.map((doc) => doc.data())),
    onError,
  );

export function previewBilling(year: string): Promise<BillingPreview> {
  return callFunction('previewBilling', { year });
}

export function billYear(year: string): Promise<BillYearAnswer> {
  return callFunction('billYear', { year });
}
