// The owner's statement: the dues account's lines from its trail, a running balance
// that ends at the account's balance, one line for what the trail cannot itemize, and the
// property's other charges beside it.
import {
  duesStatement,
  otherCharges,
  STATEMENT_TEXTS,
  type AccountActivity,
  type HoaAccountFigures,
} from '@lakeside/domain';
import { describe, expect, it } from 'vitest';

const figures = (balanceCents: number, yearsOwed: string[] = []): HoaAccountFigures => ({
  balanceCents,
  yearsOwed,
});

const billed = (
  at: number,
  before: HoaAccountFigures,
  year: string,
  amountCents: number,
): AccountActivity<number> => ({
  kind: 'duesBilled',
  at,
  before,
  after: figures(before.balanceCents + amountCents, [...before.yearsOwed, year].sort()),
  year,
  amountCents,
  dueDate: `${year}-03-31`,
});

const paid = (
  at: number,
  before: HoaAccountFigures,
  after: HoaAccountFigures,
  amountCents: number,
  yearsPaid: string[],
): AccountActivity<number> => ({
  kind: 'payment',
  at,
  before,
  after,
  paymentId: `p${at}`,
  invoiceNumber: `INV-2027-000${at}`,
  yearsPaid,
  amountCents,
});

const edited = (
  at: number,
  before: HoaAccountFigures,
  after: HoaAccountFigures,
): AccountActivity<number> => ({
  kind: 'adminEdit',
  at,
  before,
  after,
});

const summary = (lines: ReturnType<typeof duesStatement<number>>['lines']) =>
  lines.map((line) => [line.kind, line.chargeCents, line.creditCents, line.balanceCents]);

describe('the dues account’s statement', () => {
  it('lists each charge and payment with a running balance that ends at the account’s balance', () => {
    const trail = [
      billed(1, figures(0), '2026', 16000),
      billed(2, figures(16000, ['2026']), '2027', 17500),
      paid(3, figures(33500, ['2026', '2027']), figures(17500, ['2027']), 16000, ['2026']),
      edited(4, figures(17500, ['2027']), figures(18000, ['2027'])),
    ];
    const statement = duesStatement(trail, figures(18000, ['2027']));
    expect(summary(statement.lines)).toEqual([
      ['broughtForward', 0, 0, 0],
      ['duesBilled', 16000, 0, 16000],
      ['duesBilled', 17500, 0, 33500],
      ['payment', 0, 16000, 17500],
      ['adjustment', 500, 0, 18000],
    ]);
    expect(statement.closingBalanceCents).toBe(18000);
    expect(statement.totalChargesCents).toBe(34000);
    expect(statement.totalCreditsCents).toBe(16000);
    expect(statement.lines[2]!.description).toBe('2027 dues billed: $175.00, due March 31, 2027');
    expect(statement.lines[3]!.description).toBe('Payment INV-2027-0003 · 2026');
    expect(statement.lines[3]!.detail).toBe('');
    // nothing was before the trail began: no disclaimer
    expect(statement.lines[0]!.detail).toBe('');
    expect(statement.lines[0]!.at).toBe(1);
  });

  it('says on one line that history before the trail is not itemized, instead of inventing it', () => {
    const trail = [billed(5, figures(32000, ['2025', '2026']), '2027', 17500)];
    const statement = duesStatement(trail, figures(49500, ['2025', '2026', '2027']));
    expect(statement.lines[0]).toEqual({
      kind: 'broughtForward',
      at: 5,
      description: STATEMENT_TEXTS.broughtForward,
      detail: STATEMENT_TEXTS.notItemizedBefore,
      chargeCents: 0,
      creditCents: 0,
      balanceCents: 32000,
    });
    expect(statement.lines).toHaveLength(2);
    expect(statement.closingBalanceCents).toBe(49500);
  });

  it('is one brought-forward line for an account with no trail at all', () => {
    const statement = duesStatement<number>([], figures(16000, ['2026']));
    expect(summary(statement.lines)).toEqual([['broughtForward', 0, 0, 16000]]);
    expect(statement.lines[0]!.detail).toBe(STATEMENT_TEXTS.noHistoryYet);
    expect(statement.lines[0]!.at).toBeNull();
  });

  it('keeps the running balance true where the balance moved without an entry', () => {
    const trail = [
      billed(1, figures(0), '2026', 16000),
      // something lowered the balance to $100.00 between the two entries, unrecorded
      billed(2, figures(10000, ['2026']), '2027', 17500),
    ];
    // and something else after the last entry
    const statement = duesStatement(trail, figures(30000, ['2026', '2027']));
    expect(summary(statement.lines)).toEqual([
      ['broughtForward', 0, 0, 0],
      ['duesBilled', 16000, 0, 16000],
      ['notItemized', 0, 6000, 10000],
      ['duesBilled', 17500, 0, 27500],
      ['notItemized', 2500, 0, 30000],
    ]);
    expect(statement.lines[2]!.at).toBe(2);
    expect(statement.lines[4]!.at).toBeNull();
    expect(statement.closingBalanceCents).toBe(30000);
  });

  it('says when a payment lowered the balance by less than it paid, and what the board changed in the years', () => {
    const trail = [
      // $320.00 paid for 2025 and 2026, but 2025 was no longer owed: $160.00 applied
      paid(1, figures(16000, ['2026']), figures(0), 32000, ['2025', '2026']),
      edited(2, figures(0), figures(0, ['2024'])),
    ];
    const statement = duesStatement(trail, figures(0, ['2024']));
    expect(statement.lines[1]!.creditCents).toBe(16000);
    expect(statement.lines[1]!.detail).toBe(
      '$320.00 paid; $160.00 applied to the balance (the board reviews the rest)',
    );
    expect(statement.lines[2]).toMatchObject({
      kind: 'adjustment',
      chargeCents: 0,
      creditCents: 0,
      detail: 'Years owed: None → 2024',
    });
  });
});

describe('a recorded payment on the statement', () => {
  it('names its method, and its void is a negative payment that puts the balance back, with the reason', () => {
    const check = {
      ...paid(1, figures(16000, ['2026']), figures(0), 16000, ['2026']),
      paymentMethod: 'Check #1042',
    };
    const voided: AccountActivity<number> = {
      kind: 'paymentVoided',
      at: 2,
      before: figures(0),
      after: figures(16000, ['2026']),
      paymentId: 'p1',
      invoiceNumber: 'INV-2027-0001',
      reason: 'Check returned unpaid',
    };
    const statement = duesStatement([check, voided], figures(16000, ['2026']));
    expect(statement.lines[1]!.description).toBe('Payment INV-2027-0001 · 2026 · Check #1042');
    expect(statement.lines[2]).toMatchObject({
      kind: 'paymentVoided',
      description: 'Payment INV-2027-0001 voided',
      detail: 'Check returned unpaid',
      chargeCents: 0,
      creditCents: -16000,
      balanceCents: 16000,
    });
  });
});

describe('the other charges', () => {
  const charge = (id: string, over: Record<string, unknown>) => ({
    id,
    yearsPaid: [] as string[],
    status: 'pending' as const,
    voidedAt: null,
    invoiceNumber: `INV-${id}`,
    description: `Charge ${id}`,
    amountCents: 5000,
    createdAt: 1,
    completedAt: null,
    ...over,
  });

  it('lists the miscellaneous charges with their state, leaves dues payments out, and sums what is open', () => {
    const result = otherCharges<number>([
      charge('a', {}),
      charge('b', { status: 'completed', completedAt: 9, amountCents: 2500 }),
      charge('c', { status: 'failed', voidedAt: 4, amountCents: 7000 }),
      charge('d', { status: 'processing', amountCents: 1000 }),
      charge('e', { yearsPaid: ['2026'], status: 'completed', amountCents: 16000 }),
    ]);
    expect(result.lines.map((line) => [line.paymentId, line.state, line.paidAt])).toEqual([
      ['a', 'open', null],
      ['b', 'paid', 9],
      ['c', 'voided', null],
      ['d', 'processing', null],
    ]);
    expect(result.openCents).toBe(6000);
  });

  it('is empty for a property with none', () => {
    expect(otherCharges<number>([])).toEqual({ lines: [], openCents: 0 });
  });
});
