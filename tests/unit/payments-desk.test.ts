// The payments desk's pure parts: rows, search and filter, sorting and the CSV
// export (the summary cards' sums are Firestore's: payments-admin.test.ts checks them).
import {
  ABANDONED_CHECKOUT_LABEL,
  MISC_CHARGE_TEXTS,
  PAYMENT_TEXTS,
  paymentChip,
  totalLabel,
  standingChip,
} from '@lakeside/domain';
import { describe, expect, it } from 'vitest';
import { sortRows } from '../../web/src/features/paymentsDesk/model/columns';
import { csvFileName, paymentsCsv } from '../../web/src/features/paymentsDesk/model/csv';
import { csvCell } from '../../web/src/lib/csv';
import {
  canCopyLink,
  canRefund,
  canVoid,
  canVoidRecorded,
  matchesSearch,
  filterRows,
  isVoided,
  propertyLabel,
  toDeskRow,
  type DeskRow,
  type DeskSource,
} from '../../web/src/features/paymentsDesk/model/rows';

const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });

function source(overrides: Partial<DeskSource> = {}): DeskSource {
  return {
    id: 'p1',
    invoiceNumber: 'INV-20260101-AAAAAA',
    property: { streetAddress: '12 Heron Way', city: 'Lakeside', state: 'TN', zipCode: '37013' },
    description: 'HOA Dues Payment - 2026',
    yearsPaid: ['2026'],
    amountCents: 160_00,
    totalChargedCents: 164_94,
    status: 'completed',
    failureReason: null,
    paymentMethod: 'card',
    createdAt: at('2026-01-01T10:00:00.000Z'),
    ...overrides,
  };
}

const row = (overrides: Partial<DeskSource> = {}): DeskRow => toDeskRow(source(overrides));

describe('toDeskRow', () => {
  it('calls a payment with no years Misc and one with years Annual', () => {
    expect(row().kind).toBe('annual');
    expect(row({ yearsPaid: [] }).kind).toBe('misc');
  });

  it('writes the property as street, city, state, or N/A without a street', () => {
    expect(row().propertyLabel).toBe('12 Heron Way, Lakeside, TN');
    expect(propertyLabel({ streetAddress: '', city: 'Lakeside', state: 'TN', zipCode: '' })).toBe('N/A');
  });

  it('keeps a missing server time as null', () => {
    expect(row({ createdAt: null }).createdAtMs).toBeNull();
    expect(row().createdAtMs).toBe(Date.parse('2026-01-01T10:00:00.000Z'));
  });
});

describe('filterRows', () => {
  const rows = [
    row({ id: 'a', invoiceNumber: 'INV-20260101-ABCDEF' }),
    row({
      id: 'b',
      invoiceNumber: 'INV-20260102-ZZZZZZ',
      description: 'Dock Repair',
      yearsPaid: [],
      status: 'pending',
      property: { streetAddress: '9 Osprey Ln', city: 'Brentwood', state: 'TN', zipCode: '37027' },
    }),
  ];
  const ids = (found: DeskRow[]) => found.map((r) => r.id);

  it('matches invoice, description, street and city, ignoring case and spaces around', () => {
    expect(ids(filterRows(rows, { search: 'abcdef', status: 'all' }))).toEqual(['a']);
    expect(ids(filterRows(rows, { search: 'dock repair', status: 'all' }))).toEqual(['b']);
    expect(ids(filterRows(rows, { search: '  OSPREY ', status: 'all' }))).toEqual(['b']);
    expect(ids(filterRows(rows, { search: 'brentwood', status: 'all' }))).toEqual(['b']);
    expect(ids(filterRows(rows, { search: '9 osprey ln, brentwood', status: 'all' }))).toEqual(['b']);
    expect(ids(filterRows(rows, { search: '', status: 'all' }))).toEqual(['a', 'b']);
  });

  it('does not match the state, the ZIP, or across two fields', () => {
    expect(filterRows(rows, { search: '37027', status: 'all' })).toEqual([]);
    // the end of the invoice and the start of the description
    expect(filterRows(rows, { search: 'zzzzzz dock', status: 'all' })).toEqual([]);
  });

  it('filters by status, together with the search', () => {
    expect(ids(filterRows(rows, { search: '', status: 'pending' }))).toEqual(['b']);
    expect(ids(filterRows(rows, { search: 'abcdef', status: 'pending' }))).toEqual([]);
    expect(filterRows(rows, { search: '', status: 'failed' })).toEqual([]);
  });
});

describe('abandoned checkouts', () => {
  const rows = [
    row({ id: 'paid' }),
    row({ id: 'canceled', status: 'failed', failureReason: PAYMENT_TEXTS.canceledReason }),
    row({ id: 'expired', status: 'failed', failureReason: PAYMENT_TEXTS.expiredReason }),
    row({ id: 'declined', status: 'failed', failureReason: PAYMENT_TEXTS.declinedReason }),
    row({
      id: 'voided',
      status: 'failed',
      failureReason: MISC_CHARGE_TEXTS.voidedReason,
      yearsPaid: [],
      voidedAt: at('2026-11-01T00:00:00Z'),
    }),
  ];
  const ids = (found: DeskRow[]) => found.map((r) => r.id);

  it('are left out of All Status and of Failed, and are their own choice, as voids and refused debits are', () => {
    expect(ids(filterRows(rows, { search: '', status: 'all' }))).toEqual(['paid', 'declined', 'voided']);
    expect(ids(filterRows(rows, { search: '', status: 'failed' }))).toEqual([]);
    expect(ids(filterRows(rows, { search: '', status: 'abandoned' }))).toEqual(['canceled', 'expired']);
    expect(ids(filterRows(rows, { search: '', status: 'bankRefused' }))).toEqual(['declined']);
    expect(ids(filterRows(rows, { search: '', status: 'voided' }))).toEqual(['voided']);
  });

  it("say 'Canceled — not charged' in grey, on the chip and in the CSV", () => {
    expect(standingChip(rows[1]!.standing)).toEqual({ label: ABANDONED_CHECKOUT_LABEL, color: 'neutral' });
    expect(standingChip(rows[3]!.standing)).toEqual({ label: 'Bank refused', color: 'danger' });
    expect(standingChip(rows[4]!.standing)).toEqual({ label: 'Voided', color: 'neutral' });
    expect(paymentsCsv([rows[4]!])).toContain('Voided');
    // a dispute's chip still comes first
    expect(paymentChip({ ...rows[0]!, dispute: { state: 'open' } }).label).toBe('Disputed');
    expect(paymentsCsv([rows[1]!])).toContain(ABANDONED_CHECKOUT_LABEL);
  });

  it("call the total 'Amount due' until money moved", () => {
    expect(totalLabel('failed')).toBe('Amount due');
    expect(totalLabel('pending')).toBe('Amount due');
    expect(totalLabel('processing')).toBe('Total charged');
    expect(totalLabel('completed')).toBe('Total charged');
  });
});

describe('sortRows', () => {
  const rows = [
    row({ id: 'old', amountCents: 500, createdAt: at('2025-01-01T00:00:00Z'), invoiceNumber: 'INV-B' }),
    row({ id: 'new', amountCents: 90, createdAt: at('2026-06-01T00:00:00Z'), invoiceNumber: 'INV-a' }),
    row({ id: 'unsaved', amountCents: 1000, createdAt: null, invoiceNumber: 'INV-c' }),
  ];
  const ids = (sorted: DeskRow[]) => sorted.map((r) => r.id);

  it('sorts money as numbers, not as text', () => {
    expect(ids(sortRows(rows, { column: 'amount', direction: 'ascending' }))).toEqual([
      'new',
      'old',
      'unsaved',
    ]);
    expect(ids(sortRows(rows, { column: 'amount', direction: 'descending' }))).toEqual([
      'unsaved',
      'old',
      'new',
    ]);
  });

  it('puts a payment without a server time first when newest first', () => {
    expect(ids(sortRows(rows, { column: 'date', direction: 'descending' }))).toEqual([
      'unsaved',
      'new',
      'old',
    ]);
  });

  it('sorts text ignoring case and leaves the input alone', () => {
    expect(ids(sortRows(rows, { column: 'invoice', direction: 'ascending' }))).toEqual([
      'new',
      'old',
      'unsaved',
    ]);
    expect(ids(rows)).toEqual(['old', 'new', 'unsaved']);
  });
});

describe('void and copy link', () => {
  it('voids only an unpaid misc charge', () => {
    expect(canVoid(row({ yearsPaid: [], status: 'pending' }))).toBe(true);
    for (const status of ['processing', 'completed', 'failed'] as const) {
      expect(canVoid(row({ yearsPaid: [], status }))).toBe(false);
    }
    expect(canVoid(row({ status: 'pending' }))).toBe(false);
  });

  it('offers the link of a misc charge until it is voided', () => {
    const voided = row({ yearsPaid: [], status: 'failed', failureReason: MISC_CHARGE_TEXTS.voidedReason });
    expect(isVoided(voided)).toBe(true);
    expect(canCopyLink(voided)).toBe(false);
    expect(canCopyLink(row({ yearsPaid: [], status: 'completed' }))).toBe(true);
    expect(canCopyLink(row())).toBe(false);
  });

  it('voids a recorded payment with a reason, never as a charge, and offers it no link', () => {
    const cash = row({ yearsPaid: [], status: 'completed', source: 'recorded', paymentMethod: 'Cash' });
    expect(canVoidRecorded(cash)).toBe(true);
    expect(canVoid(cash)).toBe(false);
    expect(canCopyLink(cash)).toBe(false);
    expect(canVoidRecorded(row({ status: 'completed', source: 'recorded' }))).toBe(true);
    expect(canVoidRecorded(row({ status: 'failed', source: 'recorded' }))).toBe(false);
    expect(canVoidRecorded(row({ status: 'completed' }))).toBe(false);
    // the treasurer finds a check by its number
    expect(matchesSearch(row({ source: 'recorded', paymentMethod: 'Check #1042' }), 'check #1042')).toBe(
      true,
    );
  });

  it('refunds a completed online payment while something is left, and says how much came back', () => {
    const online = { stripePaymentIntentId: 'pi_1', duesByYear: { '2026': 175_00 } };
    const paid = row(online);
    expect(canRefund(paid)).toBe(true);
    expect(paid).toMatchObject({
      online: true,
      refundableCents: 164_94,
      refundableYears: [{ year: '2026', cents: 175_00 }],
      refundLabel: null,
    });
    const part = row({ ...online, refundedCents: 100_00, refundReservedCents: 10_00 });
    expect(part).toMatchObject({ refundableCents: 54_94, refundLabel: 'Partially refunded $100.00' });
    const all = row({ ...online, refundedCents: 164_94, yearsRefunded: ['2026'] });
    expect(canRefund(all)).toBe(false);
    expect(all).toMatchObject({ refundLabel: 'Refunded $164.94', refundableYears: [] });
    // never a recorded payment, a pending one, or one Stripe never charged
    expect(canRefund(row({ ...online, source: 'recorded' }))).toBe(false);
    expect(canRefund(row({ ...online, status: 'pending' }))).toBe(false);
    expect(canRefund(row())).toBe(false);
  });

  it('offers no refund while a dispute is open or once lost, and says Disputed in the CSV', () => {
    const online = { stripePaymentIntentId: 'pi_1' };
    const dispute = {
      id: 'dp_1',
      amountCents: 164_94,
      reason: 'fraudulent',
      respondBy: null,
      openedAt: null,
      closedAt: null,
      yearsBack: [],
    };
    const open = row({ ...online, dispute: { ...dispute, state: 'open' } });
    expect(canRefund(open)).toBe(false);
    expect(open.refundableCents).toBe(0);
    expect(paymentsCsv([open]).split('\r\n')[1]).toContain(',"Disputed",');
    const lost = row({ ...online, dispute: { ...dispute, state: 'lost' } });
    expect(canRefund(lost)).toBe(false);
    expect(paymentsCsv([lost]).split('\r\n')[1]).toContain(',"Dispute lost",');
    const won = row({ ...online, dispute: { ...dispute, state: 'won' } });
    expect(canRefund(won)).toBe(true);
    expect(paymentsCsv([won]).split('\r\n')[1]).toContain(',"Completed",');
  });
});

/** A CSV line as written: every cell quoted (cells given with their quotes already doubled). */
const csvLine = (...cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');

describe('paymentsCsv', () => {
  const header = csvLine(
    ...'Invoice,Type,Property,Description,Years,Amount,Total Charged,Status,Date,Payment Method,Received,Payer,Method,Reference,Fee,Refunded,Net,Status Reason'.split(
      ',',
    ),
  );

  it('writes a header and one line per row: money as plain decimals, ISO dates, CRLF', () => {
    const csv = paymentsCsv([
      row({
        yearsPaid: ['2025', '2026'],
        amountCents: 320_00,
        feeCents: 9_58,
        totalChargedCents: 329_58,
        payerName: 'Avery Lake',
        refundedCents: 100_00,
        refundedAmountCents: 100_00,
      }),
      row({
        id: 'm',
        invoiceNumber: 'INV-20260102-MMMMMM',
        yearsPaid: [],
        description: 'Dock repair',
        amountCents: 5,
        totalChargedCents: 35,
        status: 'failed',
        failureReason: MISC_CHARGE_TEXTS.voidedReason,
        paymentMethod: null,
        createdAt: null,
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      header,
      csvLine(
        'INV-20260101-AAAAAA',
        'Annual',
        '12 Heron Way, Lakeside, TN',
        'HOA Dues Payment - 2026',
        '2025, 2026',
        '320.00',
        '329.58',
        'Partly refunded',
        '2026-01-01T10:00:00.000Z',
        'Card',
        '',
        'Avery Lake',
        'Card',
        '',
        '9.58',
        '100.00',
        // what the association keeps: 329.58 - 9.58 fee - 100.00 refunded
        '220.00',
        'Partially refunded $100.00',
      ),
      csvLine(
        'INV-20260102-MMMMMM',
        'Misc',
        '12 Heron Way, Lakeside, TN',
        'Dock repair',
        '',
        '0.05',
        '0.35',
        'Failed',
        '',
        '',
        '',
        '',
        '',
        '',
        '0.00',
        '0.00',
        '0.00',
        'Voided by the board',
      ),
      '',
    ]);
  });

  it('dates a recorded check by the day it was received, and lists what the accountant reconciles', () => {
    const check = row({
      source: 'recorded',
      receivedOn: '2026-11-02',
      reference: '1042',
      paymentMethod: 'Check #1042',
      feeCents: 0,
      totalChargedCents: 160_00,
      // entered weeks later
      createdAt: at('2026-11-27T18:00:00.000Z'),
    });
    const card = row({ id: 'c', createdAt: at('2026-11-10T18:00:00.000Z') });
    expect(check.dateMs).toBe(Date.parse('2026-11-02T12:00:00Z'));
    // entered the day it came: the moment it was entered, so the treasurer finds it on top
    const sameDay = row({
      source: 'recorded',
      receivedOn: '2026-11-27',
      createdAt: at('2026-11-27T18:00:00.000Z'),
    });
    expect(sameDay.dateMs).toBe(Date.parse('2026-11-27T18:00:00.000Z'));
    // sorted by that day: the check before the card paid on the 10th
    expect(sortRows([check, card], { column: 'date', direction: 'ascending' }).map((r) => r.id)).toEqual([
      'p1',
      'c',
    ]);
    const line = paymentsCsv([check]).split('\r\n')[1]!;
    expect(line).toContain(
      csvLine(
        'Completed',
        '2026-11-02',
        'Check #1042',
        '2026-11-02',
        '',
        'Check #1042',
        '1042',
        '0.00',
        '0.00',
        '160.00',
        '',
      ),
    );
  });

  it('counts nothing kept of money a bank holds in an open dispute, a void, or a refused debit', () => {
    expect(row({ feeCents: 4_94, dispute: { state: 'open' } as DeskSource['dispute'] }).netCents).toBe(0);
    expect(row({ status: 'failed', voidedAt: at('2026-11-02T00:00:00Z') }).netCents).toBe(0);
    expect(row({ status: 'failed', failureReason: PAYMENT_TEXTS.declinedReason }).netCents).toBe(0);
    expect(row({ feeCents: 4_94 }).netCents).toBe(160_00);
    // a charge paid after its void: the money came, and is kept
    expect(row({ feeCents: 4_94, voidedAt: at('2026-11-02T00:00:00Z') }).netCents).toBe(160_00);
  });

  it('writes only the header for no rows', () => {
    expect(paymentsCsv([])).toBe(`${header}\r\n`);
  });

  it('quotes every cell, so no locale’s separator splits one, doubling quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('a; b')).toBe('"a; b"');
    expect(csvCell('the "big" dock')).toBe('"the ""big"" dock"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvCell('')).toBe('""');
  });

  it('keeps a cell that a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+1')).toBe('"\'+1"');
    expect(csvCell('-2')).toBe('"\'-2"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\tx')).toBe('"\'\tx"');
    expect(csvCell('\rx')).toBe('"\'\rx"');
    // money is written by the export itself and is never negative: untouched
    const [, line] = paymentsCsv([row({ description: '=1+1' })]).split('\r\n');
    expect(line).toContain(',"\'=1+1",');
    expect(line).toContain(',"160.00","164.94",');
  });

  it('keeps a formula text where a locale would start a new cell inside one', () => {
    // where ';' separates cells, "x;=cmd|' /C calc'!A0" would be read as two, the second a formula
    expect(csvCell("x;=cmd|' /C calc'!A0")).toBe("\"x;'=cmd|' /C calc'!A0\"");
    expect(csvCell('a,+1')).toBe('"a,\'+1"');
    expect(csvCell('a\t-1')).toBe('"a\t\'-1"');
    expect(csvCell('first line\n@SUM(A1)')).toBe('"first line\n\'@SUM(A1)"');
    // a sign or an at inside ordinary text is left as typed
    expect(csvCell('HOA Dues Payment - 2026')).toBe('"HOA Dues Payment - 2026"');
    expect(csvCell('owner@example.com')).toBe('"owner@example.com"');
    expect(csvCell('2026-01-01T10:00:00.000Z')).toBe('"2026-01-01T10:00:00.000Z"');
  });

  it('names the file after the local day', () => {
    expect(csvFileName(new Date(2026, 0, 5, 23, 59))).toBe('payments-2026-01-05.csv');
    expect(csvFileName(new Date(2026, 11, 31))).toBe('payments-2026-12-31.csv');
  });
});
