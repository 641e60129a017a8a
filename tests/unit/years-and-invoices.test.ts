import { describe, expect, it } from 'vitest';
import {
  INVOICE_NUMBER_PATTERN,
  adminYearOptions,
  approvalStatusOf,
  isYear,
  newInvoiceNumber,
  propertyOwnerId,
  sortYears,
} from '@lakeside/domain';

describe('years', () => {
  it('lists 2000 through next year for the admin', () => {
    const years = adminYearOptions(new Date('2026-11-22T12:00:00Z'));
    expect(years[0]).toBe('2000');
    expect(years.at(-1)).toBe('2027');
    expect(years).toHaveLength(28);
  });

  it('sorts numerically and drops duplicates', () => {
    expect(sortYears(['2026', '2019', '2026', '2024'])).toEqual(['2019', '2024', '2026']);
  });

  it('recognises 4-digit years only', () => {
    expect(isYear('2026')).toBe(true);
    expect(isYear('26')).toBe(false);
    expect(isYear('2026 ')).toBe(false);
  });
});

describe('invoice numbers', () => {
  it('carry the UTC date and a six-character suffix', () => {
    let i = 0;
    const number = newInvoiceNumber(new Date('2026-11-22T23:30:00Z'), (max) => i++ % max);
    expect(number).toBe('INV-20261122-234567');
    expect(number).toMatch(INVOICE_NUMBER_PATTERN);
  });

  it('never use look-alike characters', () => {
    const number = newInvoiceNumber(new Date('2026-01-01T00:00:00Z'), (max) => max - 1);
    expect(number).toBe('INV-20260101-ZZZZZZ');
    expect(INVOICE_NUMBER_PATTERN.test('INV-20260101-O0IL1Z')).toBe(false);
  });
});

describe('model helpers', () => {
  it('treats an absent or unknown approval status as pending', () => {
    expect(approvalStatusOf(undefined)).toBe('pending');
    expect(approvalStatusOf('admin')).toBe('pending');
    expect(approvalStatusOf('approved')).toBe('approved');
  });

  it('builds the owner link id from property and user', () => {
    expect(propertyOwnerId('p1', 'u1')).toBe('p1_u1');
  });
});
