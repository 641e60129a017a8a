// Firestore collection names: the one place they are spelled (DESIGN.md §3). The typed
// access modules in web and functions, the rules tests and the seed all use these.
export const COLLECTIONS = {
  profiles: 'profiles',
  properties: 'properties',
  propertyOwners: 'propertyOwners',
  hoaAccounts: 'hoaAccounts',
  payments: 'payments',
  stripeEvents: 'stripeEvents',
  auditLog: 'auditLog',
  userMeta: 'userMeta',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** The owner link's id makes a second assignment of the same user collide (DESIGN.md §3). */
export function propertyOwnerId(propertyId: string, uid: string): string {
  return `${propertyId}_${uid}`;
}
