// The Assign Owner picker's choices: approved users who do not own the property,
// by last name, narrowed by what was typed.
import { ownerCandidates } from '@lakeside/domain';
import { describe, expect, it } from 'vitest';

const user = (uid: string, firstName: string, lastName: string) => ({
  uid,
  firstName,
  lastName,
  email: `${firstName}.${lastName}@lakeside.test`.toLowerCase(),
});

const ZOE = user('z', 'Zoe', 'Adams');
const AMY = user('a', 'Amy', 'Adams');
const BEN = user('b', 'Ben', 'Carter');
const DAN = user('d', 'Dan', 'Baker');
const ALL = [BEN, ZOE, DAN, AMY];

describe('ownerCandidates', () => {
  it('orders by last name, then first name', () => {
    expect(ownerCandidates(ALL, [], '').map((u) => u.uid)).toEqual(['a', 'z', 'd', 'b']);
  });

  it('leaves out the current owners', () => {
    expect(ownerCandidates(ALL, ['z', 'b'], '').map((u) => u.uid)).toEqual(['a', 'd']);
  });

  it("matches what was typed anywhere in 'first last - email', in any case", () => {
    expect(ownerCandidates(ALL, [], 'ADAMS').map((u) => u.uid)).toEqual(['a', 'z']);
    expect(ownerCandidates(ALL, [], 'ben.carter@').map((u) => u.uid)).toEqual(['b']);
    expect(ownerCandidates(ALL, [], '  dan baker ').map((u) => u.uid)).toEqual(['d']);
    expect(ownerCandidates(ALL, [], 'nobody')).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    const given = [...ALL];
    ownerCandidates(given, [], '');
    expect(given).toEqual(ALL);
  });
});
