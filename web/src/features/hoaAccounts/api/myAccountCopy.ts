import type { PropertyOwnerSummary } from '@lakeside/domain';
import type { PropertyRecord } from '@/features/properties';
import { keepLastSeen, readLastSeen } from '@/lib/lastSeen';
import type { HoaAccountRecord } from './hoaAccounts';

// whose copy may show while Auth restores the session
export { restoringUid } from '@/lib/firebase/app';

// What My HOA Account last showed the resident (lib/lastSeen): their properties and
// the properties' accounts, as plain JSON. Timestamps are not kept (the page shows none of them).

const PAGE = 'my-hoa-account';

export interface MyAccountCopy {
  properties: PropertyRecord[];
  accounts: ReadonlyMap<string, HoaAccountRecord>;
}

export function keepMyAccountCopy(uid: string, copy: MyAccountCopy): void {
  const timeless = <T extends object>(record: T) => ({ ...record, createdAt: null, updatedAt: null });
  keepLastSeen(PAGE, uid, {
    properties: copy.properties.map(timeless),
    accounts: [...copy.accounts.values()].map(timeless),
  });
}

/** The copy kept for `uid`, or undefined when there is none or it is not what this code wrote. */
export function readMyAccountCopy(uid: string): MyAccountCopy | undefined {
  const copy = readLastSeen(PAGE, uid) as { properties?: unknown; accounts?: unknown } | undefined;
  if (!copy || !Array.isArray(copy.properties) || !Array.isArray(copy.accounts)) return undefined;
  if (!copy.properties.every(isProperty) || !copy.accounts.every(isAccount)) return undefined;
  return {
    properties: copy.properties,
    accounts: new Map(copy.accounts.map((account) => [account.propertyId, account])),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const areStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const hasAddress = (value: Record<string, unknown>) =>
  ['streetAddress', 'city', 'state', 'zipCode'].every((field) => typeof value[field] === 'string');
const isOwner = (value: unknown): value is PropertyOwnerSummary =>
  isObject(value) && ['uid', 'firstName', 'lastName'].every((field) => typeof value[field] === 'string');

function isProperty(value: unknown): value is PropertyRecord {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    hasAddress(value) &&
    Array.isArray(value.owners) &&
    value.owners.every(isOwner) &&
    areStrings(value.ownerUids)
  );
}

function isAccount(value: unknown): value is HoaAccountRecord {
  return (
    isObject(value) &&
    typeof value.propertyId === 'string' &&
    Number.isSafeInteger(value.balanceCents) &&
    areStrings(value.yearsOwed) &&
    areStrings(value.ownerUids) &&
    isObject(value.property) &&
    hasAddress(value.property)
  );
}
