// The eight roles every collection's rules are tested for (DESIGN.md §4), in one table: who
// they are (uid), what their ID token says (claims, the email included, as Auth issues it) and
// the approval status their stored profile has. A rules test file seeds the documents its
// roles need and picks the roles it is about.
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { ApprovalStatus } from '@lakeside/domain';

export interface RoleIdentity {
  uid: string;
  claims: { email: string; approved?: boolean; admin?: boolean };
  status: ApprovalStatus;
}

export const ROLES = {
  'signed out': null,
  // A new registration: no `approved` claim yet.
  pending: { uid: 'pending-1', claims: { email: 'pending@lakeside.test' }, status: 'pending' },
  rejected: {
    uid: 'rejected-1',
    claims: { email: 'rejected@lakeside.test', approved: false },
    status: 'rejected',
  },
  // Approved, but owns no property.
  approved: {
    uid: 'approved-1',
    claims: { email: 'approved@lakeside.test', approved: true },
    status: 'approved',
  },
  // The owner and co-owner share a property; another resident owns a different one.
  owner: { uid: 'owner-1', claims: { email: 'owner@lakeside.test', approved: true }, status: 'approved' },
  'co-owner': {
    uid: 'coowner-1',
    claims: { email: 'coowner@lakeside.test', approved: true },
    status: 'approved',
  },
  'another resident': {
    uid: 'other-1',
    claims: { email: 'other@lakeside.test', approved: true },
    status: 'approved',
  },
  admin: {
    uid: 'admin-1',
    claims: { email: 'admin@lakeside.test', admin: true, approved: true },
    status: 'approved',
  },
} as const satisfies Record<string, RoleIdentity | null>;

export type Role = keyof typeof ROLES;
export type SignedInRole = Exclude<Role, 'signed out'>;
export const ALL_ROLES = Object.keys(ROLES) as Role[];

/**
 * The rules-test context of `role`: authenticated with its token claims, or signed out. The
 * token says it was signed in now (the mock's default is 1970, older than any revocation the
 * rules compare it with: userMeta.tokensValidAfter).
 */
export function as(env: RulesTestEnvironment, role: Role): RulesTestContext {
  const identity: RoleIdentity | null = ROLES[role];
  return identity
    ? env.authenticatedContext(identity.uid, { ...identity.claims, ...signedInNow() })
    : env.unauthenticatedContext();
}

/** A token's times for a sign-in at this moment, as Auth issues them. */
export function signedInNow() {
  const now = Math.floor(Date.now() / 1000);
  return { iat: now, auth_time: now };
}
