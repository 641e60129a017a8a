// How the board's lists order and find properties (the board's lists hold 200 homes).
// Property Management, HOA Accounts and the desk's property picker share these, so a property
// is found the same way everywhere.
import { compareText, matchesWords } from './lists.js';
import { ownerFullName, type PropertyAddress, type PropertyOwnerSummary } from './properties.js';

/**
 * A street address as a list orders it: by street, then by house number ('6 Cove Ln',
 * '10 Cove Ln', '3 Lakeshore Dr'), the way a board walks the neighbourhood. An address with no
 * house number ('Clubhouse') is its own street.
 */
function streetParts(streetAddress: string): { street: string; number: string } {
  const match = /^(\d+\S*)\s+(.*)$/.exec(streetAddress.trim());
  return match ? { street: match[2]!, number: match[1]! } : { street: streetAddress.trim(), number: '' };
}

/** Two addresses in the lists' order: street, house number, then town and ZIP. */
export function compareAddresses(a: PropertyAddress, b: PropertyAddress): number {
  const first = streetParts(a.streetAddress);
  const second = streetParts(b.streetAddress);
  return (
    compareText(first.street, second.street) ||
    compareText(first.number, second.number) ||
    compareText(a.city, b.city) ||
    compareText(a.zipCode, b.zipCode)
  );
}

/**
 * Whether a search finds a property: each word typed is in its address or an owner's name
 * ('smith', 'cove 6', '29401').
 */
export function matchesProperty(
  search: string,
  address: PropertyAddress,
  owners: readonly PropertyOwnerSummary[],
): boolean {
  return matchesWords(search, [
    address.streetAddress,
    address.city,
    address.state,
    address.zipCode,
    ...owners.map(ownerFullName),
  ]);
}

/** The owners' names in one line (what an owners column sorts by). */
export function ownerNames(owners: readonly PropertyOwnerSummary[]): string {
  return owners.map(ownerFullName).join(', ');
}

/** The owners in one short line: the first three, then how many more (a search finds them all). */
export function ownersSummary(owners: readonly PropertyOwnerSummary[]): string {
  const shown = owners.length > 4 ? owners.slice(0, 3) : owners;
  const more = owners.length - shown.length;
  return more > 0 ? `${ownerNames(shown)} and ${more} more` : ownerNames(shown);
}
