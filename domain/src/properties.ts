// Properties and their owners (spec §2 Property management, §4 assigning an owner, §5, §8):
// the create-property form, the owner payloads and every text those screens show.
import { REGISTRATION_TEXTS } from './auth.js';

/** A street address, as properties, profiles and account summaries hold it. */
export interface PropertyAddress {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
}

/**
 * An owner as the property shows it: names only. Owners can read their property, and a
 * resident may see only the names of co-owners (DESIGN.md §4), never their email.
 */
export interface PropertyOwnerSummary {
  uid: string;
  firstName: string;
  lastName: string;
}

/** properties/{id} (DESIGN.md §3); `Time` is the SDK's timestamp type. */
export interface Property<Time = unknown> extends PropertyAddress {
  owners: PropertyOwnerSummary[];
  ownerUids: string[];
  createdAt: Time;
  createdBy: string;
}

/** propertyOwners/{propertyId_uid}: the owner link. */
export interface PropertyOwnerLink<Time = unknown> {
  propertyId: string;
  uid: string;
  addedBy: string;
  addedAt: Time;
}

/** The owner link's id makes a second assignment of the same user collide (DESIGN.md §3). */
export function propertyOwnerId(propertyId: string, uid: string): string {
  return `${propertyId}_${uid}`;
}

export const PROPERTY_TEXTS = {
  validationTitle: 'Validation Error',
  requiredFields: 'Please fill in all required fields',
  invisibleCharacters: 'An address cannot contain invisible or control characters',
  // a property's ZIP follows the profile's rule and message
  zipCodeFormat: REGISTRATION_TEXTS.zipCodeFormat,
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
  propertyInvalid: 'That is not a valid property',
  userRequired: 'Please select a user',
  // the Assign Owner picker when nothing is left to choose
  noMatchingUsers: 'No approved user matches',
  noCandidates: 'Every approved user already owns this property',
  userInvalid: 'That is not a valid user',
  userNotFound: 'This user no longer has an account',
  ownerNotApproved: 'Only approved users can be assigned as owners',
  noOwners: 'No owners',
  notAdmin: 'Admin access required',
  signInRequired: 'You must be logged in to manage properties',
} as const;

/** The Create New Property form's fields, in the order its one toast reports them. */
export const CREATE_PROPERTY_FIELDS = ['streetAddress', 'city', 'state', 'zipCode'] as const;

export interface PropertyOwnerAnswer {
  ok: true;
}

export function ownerFullName(owner: Pick<PropertyOwnerSummary, 'firstName' | 'lastName'>): string {
  return `${owner.firstName} ${owner.lastName}`.trim();
}

/** Co-owners are the other owners (spec §2 says "other owners"; compared by uid). */
export function coOwners(owners: readonly PropertyOwnerSummary[], uid: string): PropertyOwnerSummary[] {
  return owners.filter((owner) => owner.uid !== uid);
}

/** One line of an address, as the tables and cards show it. */
export function formatAddress(address: PropertyAddress): string {
  return `${address.streetAddress}, ${address.city}, ${address.state} ${address.zipCode}`;
}

/** The Assign Owner dropdown's option text (spec §2). */
export function ownerOptionLabel(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName} - ${user.email}`;
}

interface OwnerCandidate {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The Assign Owner picker's choices: the approved users (the caller passes only
 * those) who do not own the property yet, by last name then first name, narrowed to those whose
 * option text ('first last - email') contains what was typed, in any case.
 */
export function ownerCandidates<T extends OwnerCandidate>(
  approvedUsers: readonly T[],
  currentOwnerUids: readonly string[],
  typed: string,
): T[] {
  const owners = new Set(currentOwnerUids);
  const needle = typed.trim().toLocaleLowerCase();
  return approvedUsers
    .filter((user) => !owners.has(user.uid))
    .filter((user) => ownerOptionLabel(user).toLocaleLowerCase().includes(needle))
    .sort(
      (a, b) =>
        a.lastName.localeCompare(b.lastName) ||
        a.firstName.localeCompare(b.firstName) ||
        a.email.localeCompare(b.email),
    );
}
