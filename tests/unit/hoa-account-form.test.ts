// The Edit HOA Account dialog's balance: a typed balance that is not an amount says
// why, and a valid one reads as integer cents.
import { balanceInputProblem, HOA_ACCOUNT_TEXTS as M, hoaAccountFormSchema } from '@lakeside/domain';
import { describe, expect, it } from 'vitest';

describe('balanceInputProblem', () => {
  it.each(['0', '160', '160.5', '160.50', '1,000.00', ' 320 ', '10000000.00'])('accepts %j', (text) => {
    expect(balanceInputProblem(text)).toBeUndefined();
  });

  it.each([
    ['160.005', M.balanceTooPrecise],
    ['.125', M.balanceTooPrecise],
    ['1e3', M.balanceNotPlainDigits],
    ['1.5E2', M.balanceNotPlainDigits],
    ['10000000.01', M.balanceTooLarge],
    ['-5', M.invalidBalance],
    ['', M.invalidBalance],
    ['abc', M.invalidBalance],
    ['$160', M.invalidBalance],
  ])('refuses %j with %j', (text, message) => {
    expect(balanceInputProblem(text)).toBe(message);
  });
});

describe('hoaAccountFormSchema', () => {
  it('turns the typed balance into cents and sorts the years', () => {
    expect(hoaAccountFormSchema.parse({ balance: '320.5', yearsOwed: ['2026', '2025'] })).toEqual({
      balance: 32050,
      yearsOwed: ['2025', '2026'],
    });
  });

  it("gives the balance's reason as the field's message", () => {
    const result = hoaAccountFormSchema.safeParse({ balance: '1e3', yearsOwed: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['balance', M.balanceNotPlainDigits],
    ]);
  });

  it('words the mismatch between years and balance', () => {
    expect(M.yearsBalanceMismatch('$320.50', 2, '$320.00')).toBe(
      'The balance ($320.50) is not the dues of the 2 years owed ($320.00).',
    );
    expect(M.yearsBalanceMismatch('$0.00', 1, '$160.00')).toBe(
      'The balance ($0.00) is not the dues of the 1 year owed ($160.00).',
    );
  });
});
