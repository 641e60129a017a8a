// How the board's lists order, search and filter properties and HOA accounts.
import { describe, expect, it } from 'vitest';
import { compareAddresses, matchesProperty, matchesWords, ownersSummary } from '@lakeside/domain';
import { filterProperties, sortProperties } from '../../web/src/features/properties/model/propertyList';
import {
  filterAccounts,
  sortAccounts,
  type AccountRow,
} from '../../web/src/features/hoaAccounts/model/accountList';

const owner = (firstName: string, lastName: string) => ({
  uid: `${firstName}-${lastName}`,
  firstName,
  lastName,
});

function property(streetAddress: string, owners = [owner('Jane', 'Smith')], zipCode = '37013') {
  return {
    id: streetAddress,
    streetAddress,
    city: 'Lakeside',
    state: 'TN',
    zipCode,
    owners,
    ownerUids: owners.map((o) => o.uid),
    createdAt: null,
    createdBy: 'test',
  };
}

function account(streetAddress: string, balanceCents: number, owners = [owner('Jane', 'Smith')]): AccountRow {
  return {
    propertyId: streetAddress,
    balanceCents,
    yearsOwed: balanceCents > 0 ? ['2026'] : [],
    ownerUids: owners.map((o) => o.uid),
    owners,
    property: { streetAddress, city: 'Lakeside', state: 'TN', zipCode: '37013' },
    createdAt: null,
    updatedAt: null,
    remindedAt: null,
    remindersSent: 0,
  };
}

const streets = (rows: readonly { streetAddress: string }[]) => rows.map((row) => row.streetAddress);

describe('the address order', () => {
  it('is by street, then by house number as a number', () => {
    const rows = ['10 Cove Ln', '3 Lakeshore Dr', '6 Cove Ln', '100 Cove Ln', 'Clubhouse'].map((s) =>
      property(s),
    );
    expect(streets(sortProperties(rows, { column: 'address', direction: 'ascending' }))).toEqual([
      'Clubhouse',
      '6 Cove Ln',
      '10 Cove Ln',
      '100 Cove Ln',
      '3 Lakeshore Dr',
    ]);
    expect(compareAddresses(property('9 Cove Ln'), property('10 Cove Ln'))).toBeLessThan(0);
    // a street before a longer street that begins with its name
    expect(compareAddresses(property('1904 Heron Ct'), property('1904 Heron Ct Annex'))).toBeLessThan(0);
  });

  it('turns around, and sorts by ZIP or by how many owners with the address as the tie-break', () => {
    const rows = [
      property('2 Elm St', [owner('A', 'B'), owner('C', 'D')], '37014'),
      property('1 Elm St', [], '37014'),
      property('3 Elm St', [owner('E', 'F')], '37013'),
    ];
    expect(streets(sortProperties(rows, { column: 'address', direction: 'descending' }))).toEqual([
      '3 Elm St',
      '2 Elm St',
      '1 Elm St',
    ]);
    expect(streets(sortProperties(rows, { column: 'zip', direction: 'ascending' }))).toEqual([
      '3 Elm St',
      '1 Elm St',
      '2 Elm St',
    ]);
    expect(streets(sortProperties(rows, { column: 'owners', direction: 'descending' }))).toEqual([
      '2 Elm St',
      '3 Elm St',
      '1 Elm St',
    ]);
  });
});

describe('the search', () => {
  it('needs every word typed, in the address or an owner’s name, in any case', () => {
    const home = property('6 Cove Ln', [owner('Jane', 'Smith'), owner('Ravi', 'Patel')]);
    expect(matchesProperty('cove SMITH', home, home.owners)).toBe(true);
    expect(matchesProperty('patel 37013', home, home.owners)).toBe(true);
    expect(matchesProperty('  ', home, home.owners)).toBe(true);
    expect(matchesProperty('cove jones', home, home.owners)).toBe(false);
    expect(matchesWords('lake dr', ['6 Cove Ln'])).toBe(false);
    // a number is a whole number: a house number, or the whole ZIP
    expect(matchesWords('6 cove', ['16 Cove Ln', '37016'])).toBe(false);
    expect(matchesWords('6 cove', ['6 Cove Ln', '37016'])).toBe(true);
    expect(matchesWords('37016', ['16 Cove Ln', '37016'])).toBe(true);
  });

  it('keeps the order it is given', () => {
    const rows = ['3 Oak Ct', '1 Oak Ct', '2 Pine Rd'].map((s) => property(s));
    expect(streets(filterProperties(rows, 'oak'))).toEqual(['3 Oak Ct', '1 Oak Ct']);
    expect(filterProperties(rows, '')).toHaveLength(3);
  });
});

describe('the owners in one line', () => {
  it('names up to four, and folds a longer list after three', () => {
    const four = ['A', 'B', 'C', 'D'].map((name) => owner(name, 'Lee'));
    expect(ownersSummary(four)).toBe('A Lee, B Lee, C Lee, D Lee');
    const twenty = Array.from({ length: 20 }, (_, i) => owner(`O${i}`, 'Lee'));
    expect(ownersSummary(twenty)).toBe('O0 Lee, O1 Lee, O2 Lee and 17 more');
    expect(ownersSummary([])).toBe('');
  });
});

describe('HOA accounts', () => {
  const rows = [
    account('5 Bay Rd', 32_000),
    account('1 Bay Rd', 0),
    account('3 Bay Rd', 16_000),
    account('2 Bay Rd', -500),
  ];

  it('filters to those that owe, or to those paid up (a credit is paid up)', () => {
    expect(filterAccounts(rows, '', 'owing').map((row) => row.property.streetAddress)).toEqual([
      '5 Bay Rd',
      '3 Bay Rd',
    ]);
    expect(filterAccounts(rows, '', 'paidUp').map((row) => row.property.streetAddress)).toEqual([
      '1 Bay Rd',
      '2 Bay Rd',
    ]);
    expect(filterAccounts(rows, 'bay 3', 'all').map((row) => row.property.streetAddress)).toEqual([
      '3 Bay Rd',
    ]);
  });

  it('sorts by balance, the largest first when descending', () => {
    expect(
      sortAccounts(rows, { column: 'balance', direction: 'descending' }).map((row) => row.balanceCents),
    ).toEqual([32_000, 16_000, 0, -500]);
    expect(
      sortAccounts(rows, { column: 'address', direction: 'ascending' }).map(
        (row) => row.property.streetAddress,
      ),
    ).toEqual(['1 Bay Rd', '2 Bay Rd', '3 Bay Rd', '5 Bay Rd']);
  });
});
