// Identity (spec §3 Profile, §4 approval status, §5 registration and sign-in, §9 limits): the
// resident's profile, their approval status, and the registration and sign-in rules with their
// exact messages. The web forms parse with these schemas before any call; firestore.rules
// enforce the same limits on the profile the client writes (PROFILE_LIMITS are the numbers both
// use).
import type { RegistrationInput } from './authSchemas.js';

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** An absent status is treated as pending (spec §3). */
export function approvalStatusOf(value: unknown): ApprovalStatus {
  return APPROVAL_STATUSES.includes(value as ApprovalStatus) ? (value as ApprovalStatus) : 'pending';
}

/** profiles/{uid} (DESIGN.md §3); `Time` is the SDK's timestamp type. */
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
  /**
   * Whether the user has verified `email`, as Auth last said (written only by the functions:
   * at each approval change, by syncProfileEmails, and at the user's own callable calls).
   * Absent until first checked. Approval requires a verified address.
   */
  emailVerified?: boolean;
}

/** What the functions read of an Auth account to keep a profile's copy of its address. */
export interface AuthAccountEmail {
  email?: string | undefined;
  emailVerified: boolean;
}

/**
 * A profile's e-mail is a copy of the Auth account's: the resident may change their
 * address in Auth, or verify it, long after registering. Auth is the truth; these are the
 * fields that mirror it (an account without an e-mail keeps the old one).
 */
export function profileEmailOf(
  account: AuthAccountEmail,
): Pick<Profile, 'emailVerified'> & Partial<Pick<Profile, 'email'>> {
  const verified = { emailVerified: account.emailVerified };
  return account.email ? { email: account.email, ...verified } : verified;
}

/** Whether a stored profile's copy differs from `copy` (profileEmailOf), i.e. must be written. */
export function profileEmailStale(
  stored: (field: 'email' | 'emailVerified') => unknown,
  copy: ReturnType<typeof profileEmailOf>,
): boolean {
  return (Object.keys(copy) as (keyof typeof copy)[]).some((field) => stored(field) !== copy[field]);
}

/** userMeta/{uid}: written by the functions after a claims change; the client refreshes its token. */
export interface UserMeta<Time = unknown> {
  claimsUpdatedAt: Time;
  /**
   * Set when the user lost a right (approval or admin) and their sessions were revoked: the
   * time, in seconds since the epoch like a token's `auth_time`, before which a sign-in no longer
   * counts. Rules and functions refuse older tokens; the app signs such a session out.
   */
  tokensValidAfter?: number;
}

/** Field limits (spec §9). firestore.rules repeats them: keep the two in step. */
export const PROFILE_LIMITS = {
  emailMax: 255,
  passwordMin: 6,
  passwordMax: 72,
  firstNameMax: 100,
  lastNameMax: 100,
  streetAddressMax: 255,
  cityMax: 100,
} as const;

export const DEFAULT_STATE = 'TN';
export const STATE_PATTERN = /^[A-Z]{2}$/;
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

export const REGISTRATION_TEXTS = {
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email must be less than 255 characters',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be less than 72 characters',
  passwordsDontMatch: "Passwords don't match",
  firstNameRequired: 'First name is required',
  // The spec gives the maximum but no text for it; these follow the email/password wording.
  firstNameTooLong: 'First name must be less than 100 characters',
  lastNameRequired: 'Last name is required',
  lastNameTooLong: 'Last name must be less than 100 characters',
  streetAddressRequired: 'Street address is required',
  streetAddressTooLong: 'Street address must be less than 255 characters',
  cityRequired: 'City is required',
  cityTooLong: 'City must be less than 100 characters',
  stateLength: 'State must be 2 characters',
  statePattern: 'State must be 2 uppercase letters',
  zipCodeFormat: 'ZIP code must be in format 12345 or 12345-6789',
  // Look-alike names (zero-width and text-direction characters), src/text.ts.
  firstNameInvisible: 'First name cannot contain invisible or control characters',
  lastNameInvisible: 'Last name cannot contain invisible or control characters',
  streetAddressInvisible: 'Street address cannot contain invisible or control characters',
  cityInvisible: 'City cannot contain invisible or control characters',
} as const;

export const EMPTY_REGISTRATION: RegistrationInput = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  streetAddress: '',
  city: '',
  state: DEFAULT_STATE,
  zipCode: '',
};

/** Sign in: no client rules beyond required fields (spec §5). */
export const SIGN_IN_TEXTS = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
} as const;

export const PASSWORD_RESET_TEXTS = {
  // The same whether or not the address has an account: the form must not tell a stranger.
  sent: (email: string) =>
    `If an account exists for ${email}, we have sent it an email with a link to choose a new password.`,
  changed: 'Password changed',
  changedText: 'You can now sign in with your new password.',
  linkInvalid: 'This link has expired or has already been used. Please ask for a new one.',
  emailVerified: 'Your email address is verified.',
  emailVerifiedText: 'The board can now approve your registration.',
} as const;
