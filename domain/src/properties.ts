// Properties and their owners (spec §2 Property management, §4 assigning an owner, §5, §8):
// the create-property form, the owner payloads and every text those screens show.
import { z } from 'zod';
import type { PropertyOwnerSummary } from './model.js';
import { DEFAULT_STATE, PROFILE_LIMITS } from './registration.js';

export const PROPERTY_MESSAGES = {
  validationTitle: 'Validation Error',
  requiredFields: 'Please fill in all required fields',
  accessDenied: 'Access Denied',
  verifyAdminFailed: 'Failed to verify admin status',
  fetchFailed: 'Failed to fetch property data',
  createFailed: 'Failed to create property',
  created: 'Property created',
  ownerAssignedAndAccount: 'Owner assigned and HOA account created',
  ownerAssignedAccountFailed: 'Owner assigned but HOA account creation failed',
  alreadyOwner: 'This user is already an owner of this property',
  assignFailed: 'Failed to assign owner',
  removeFailed: 'Failed to remove owner',
  ownerRemoved: 'Owner removed',
  notAnOwner: 'This user is not an owner of this property',
  propertyNotFound: 'This property does not exist',
  propertyRequired: 'A property is required',
  userRequired: 'Please select a user',
  ownerNotApproved: 'Only approved users can be assigned as owners',
  noOwners: 'No owners',
  notAdmin: 'Admin access required',
  signInRequired: 'You must be logged in to manage properties',
} as const;

const M = PROPERTY_MESSAGES;

/**
 * Spec §5: street address, city and ZIP are required (one message for all); the state defaults
 * to TN and is not checked beyond a sane length. Limits follow the profile's, so every address
 * in the system has the same bounds, and firestore.rules repeat them.
 */
export const createPropertySchema = z.object({
  streetAddress: z
    .string()
    .trim()
    .min(1, M.requiredFields)
    .max(PROFILE_LIMITS.streetAddressMax, M.requiredFields),
  city: z.string().trim().min(1, M.requiredFields).max(PROFILE_LIMITS.cityMax, M.requiredFields),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .max(2, M.requiredFields)
    .transform((state) => state || DEFAULT_STATE),
  zipCode: z.string().trim().min(1, M.requiredFields).max(10, M.requiredFields),
});

export type CreatePropertyInput = z.output<typeof createPropertySchema>;

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(128, message);

/** assignOwner / removeOwner callables. */
export const propertyOwnerSchema = z.object({
  propertyId: id(M.propertyRequired),
  uid: id(M.userRequired),
});

export type PropertyOwnerRequest = z.output<typeof propertyOwnerSchema>;

/** ensureHoaAccount callable (create_hoa_account_for_property). */
export const propertyIdSchema = z.object({ propertyId: id(M.propertyRequired) });

export function ownerFullName(owner: Pick<PropertyOwnerSummary, 'firstName' | 'lastName'>): string {
  return `${owner.firstName} ${owner.lastName}`.trim();
}

/** The Owners column: names, or 'No owners'. */
export function ownersLabel(owners: readonly PropertyOwnerSummary[]): string {
  return owners.length === 0 ? M.noOwners : owners.map(ownerFullName).join(', ');
}

/** Co-owners are the other owners (spec §2 says "other owners"; compared by uid). */
export function coOwners(owners: readonly PropertyOwnerSummary[], uid: string): PropertyOwnerSummary[] {
  return owners.filter((owner) => owner.uid !== uid);
}

/** One line of an address, as the tables and cards show it. */
export function formatAddress(address: {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
}) {
  return `${address.streetAddress}, ${address.city}, ${address.state} ${address.zipCode}`;
}

/** The Assign Owner dropdown's option text (spec §2). */
export function ownerOptionLabel(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName} - ${user.email}`;
}
