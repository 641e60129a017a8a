// The users screen's list at the size of a real HOA: search, status filter, pending
// first, and the count cards.
import { registrationCounts, registrationsShown, type ApprovalStatus } from '@lakeside/domain';
import { describe, expect, it } from 'vitest';

const person = (
  id: string,
  firstName: string,
  lastName: string,
  approvalStatus: ApprovalStatus,
  street: string,
) => ({
  id,
  firstName,
  lastName,
  email: `${firstName}@lakeside.test`.toLowerCase(),
  streetAddress: street,
  city: 'Lakeside',
  state: 'TN',
  zipCode: '37013',
  approvalStatus,
});

// newest first, as the screen reads them
const LIST = [
  person('1', 'Ada', 'Lovelace', 'approved', '1 Heron Way'),
  person('2', 'Ben', 'Okafor', 'pending', '22 Osprey Ln'),
  person('3', 'Cy', 'Heron', 'rejected', '3 Tern Ct'),
  person('4', 'Dee', 'Park', 'pending', '4 Heron Way'),
  person('5', 'Eve', 'Stone', 'approved', '5 Plover Pl'),
];
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('registrationsShown', () => {
  it('puts the pending ones first, each group newest first', () => {
    expect(ids(registrationsShown(LIST, '', null))).toEqual(['2', '4', '1', '3', '5']);
  });

  it('searches name, e-mail and address, in any case', () => {
    expect(ids(registrationsShown(LIST, 'HERON', null))).toEqual(['4', '1', '3']); // two streets, one name
    expect(ids(registrationsShown(LIST, 'ben okafor', null))).toEqual(['2']);
    expect(ids(registrationsShown(LIST, 'eve@lakeside', null))).toEqual(['5']);
    expect(ids(registrationsShown(LIST, 'Osprey Ln, Lakeside, TN 37013', null))).toEqual(['2']);
    expect(registrationsShown(LIST, 'nobody', null)).toEqual([]);
  });

  it('narrows to one status, together with the search', () => {
    expect(ids(registrationsShown(LIST, '', 'approved'))).toEqual(['1', '5']);
    expect(ids(registrationsShown(LIST, 'heron', 'pending'))).toEqual(['4']);
    expect(registrationsShown(LIST, 'stone', 'rejected')).toEqual([]);
  });
});

describe('registrationCounts', () => {
  it('counts each status, zero for none', () => {
    expect(registrationCounts(LIST)).toEqual({ pending: 2, approved: 2, rejected: 1 });
    expect(registrationCounts([])).toEqual({ pending: 0, approved: 0, rejected: 0 });
  });
});
