// The documents' shapes (DESIGN.md §3), independent of any SDK: `Time` is the SDK's
// timestamp type, supplied by whoever reads or writes them.

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** An absent status is treated as pending (spec §3). */
export function approvalStatusOf(value: unknown): ApprovalStatus {
  return APPROVAL_STATUSES.includes(value as ApprovalStatus) ? (value as ApprovalStatus) : 'pending';
}

export interface Profile<Time = unknown> {
  firstName: string;
  lastName: string;
  email: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  approvalStatus: ApprovalStatus;
  createdAt: Time;
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

export interface PropertyAddress {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface Property<Time = unknown> extends PropertyAddress {
  owners: PropertyOwnerSummary[];
  ownerUids: string[];
  createdAt: Time;
  createdBy: string;
}

export interface PropertyOwnerLink<Time = unknown> {
  propertyId: string;
  uid: string;
  addedBy: string;
  addedAt: Time;
}

export interface HoaAccount<Time = unknown> {
  propertyId: string;
  balanceCents: number;
  yearsOwed: string[];
  ownerUids: string[];
  property: PropertyAddress;
  createdAt: Time;
  updatedAt: Time;
}

export interface UserMeta<Time = unknown> {
  claimsUpdatedAt: Time;
}
