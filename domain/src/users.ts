// Users and their approval (spec §2 User management, §4, §6, §8): which status changes an admin
// may make, the payload of the setApprovalStatus callable, and the texts the users screen shows.
import { APPROVAL_STATUSES, type ApprovalStatus, type Profile } from './auth.js';
import { formatAddress, ownerFullName } from './properties.js';

/**
 * Spec §4: pending → approved or rejected; any non-pending status → pending ('Reset to
 * Pending'). Nothing else (approved → rejected goes through pending, so the board sees it).
 */
export function canChangeApprovalStatus(from: ApprovalStatus, to: ApprovalStatus): boolean {
  return from === 'pending' ? to !== 'pending' : to === 'pending';
}

export const APPROVAL_TEXTS = {
  uidRequired: 'A user id is required',
  uidInvalid: 'That is not a valid user id',
  statusInvalid: 'Status must be one of pending, approved or rejected',
  notAdmin: 'You do not have permission to access user management.',
  signInRequired: 'You must be logged in to manage users',
  profileNotFound: 'No profile exists for this user',
  userNotFound: 'This user no longer has an account',
  transitionNotAllowed:
    'A pending user can be approved or rejected; any other user can only be reset to pending',
  updateFailed: 'Failed to update user approval status.',
  // Approval requires a verified address: the board then knows the e-mail is theirs.
  emailNotVerified:
    'This user has not verified their email address yet. They can be approved once they have used the link in their verification email.',
  emailsCheckFailed: 'Could not check which email addresses are verified. Please reload the page.',
  // Spec §8: when neither the full list nor the pending list could be read.
  fetchFailed: 'Failed to fetch user profiles. You may not have admin permissions.',
} as const;

/**
 * resendVerificationEmail: the board sends a registrant's verification link again,
 * so an unverified registration has a way forward: one e-mail per registrant per ten minutes.
 */
export const RESEND_VERIFICATION_TEXTS = {
  button: 'Resend verification e-mail',
  sentTitle: 'Verification e-mail sent',
  sent: (email: string) => `Sent to ${email}. The board can approve them once they have used its link.`,
  alreadyVerified: 'This address is already verified.',
  tooSoon: 'A verification e-mail went to this address less than 10 minutes ago. Please wait a little.',
  noEmail: 'This account has no e-mail address to verify.',
  failed: 'Failed to send the verification e-mail.',
} as const;

/**
 * How often the board may resend one registrant's link: never twice within this long of the
 * last (rateLimits/{verificationRateLimitId} keeps when that was).
 */
export const RESEND_VERIFICATION_WINDOW_MS = 10 * 60_000;

/** mail/{id} of a verification link resent at `atMs` (at most one a window, so one id each). */
export function verificationMailId(uid: string, atMs: number): string {
  return `verify-${uid}-${atMs}`;
}

export interface ResendVerificationAnswer {
  email: string;
}

/** syncProfileEmails: how many profiles were read and how many were brought in line with Auth. */
export interface SyncProfileEmailsAnswer {
  checked: number;
  updated: number;
}

export interface SetApprovalStatusAnswer {
  uid: string;
  status: ApprovalStatus;
  previousStatus: ApprovalStatus;
}

/** The refusal when another admin changed the user's status after this admin's screen showed it. */
export function approvalChangedMeanwhile(now: ApprovalStatus): string {
  return `Another admin changed this user meanwhile: they are now ${now}. Nothing was changed; the list shows the current status.`;
}

/**
 * The success toast per new status. Deliberate fix to spec §8: a reset reads
 * 'pending', not 'rejected' as the old build said, which misled the board.
 */
export function approvalSuccessMessage(status: ApprovalStatus): string {
  switch (status) {
    case 'approved':
      return 'User approved successfully.';
    case 'rejected':
      return 'User rejected successfully.';
    case 'pending':
      return 'User reset to pending successfully.';
  }
}

type Registration = Pick<
  Profile,
  'firstName' | 'lastName' | 'email' | 'streetAddress' | 'city' | 'state' | 'zipCode' | 'approvalStatus'
>;

/**
 * The users screen's list at the size of a real HOA: the registrations of one status
 * (all when null) whose name, e-mail or address contains what was typed, in any case; the
 * pending ones first, since they wait for the board, each group in the order given (newest
 * first, spec §7).
 */
export function registrationsShown<T extends Registration>(
  profiles: readonly T[],
  typed: string,
  status: ApprovalStatus | null,
): T[] {
  const needle = typed.trim().toLocaleLowerCase();
  const shown = profiles.filter(
    (profile) =>
      (status === null || profile.approvalStatus === status) &&
      [ownerFullName(profile), profile.email, formatAddress(profile)]
        .join('\n')
        .toLocaleLowerCase()
        .includes(needle),
  );
  return [
    ...shown.filter((profile) => profile.approvalStatus === 'pending'),
    ...shown.filter((profile) => profile.approvalStatus !== 'pending'),
  ];
}

/** How many registrations have each status (the users screen's count cards). */
export function registrationCounts(
  profiles: readonly Pick<Profile, 'approvalStatus'>[],
): Record<ApprovalStatus, number> {
  const counts = Object.fromEntries(APPROVAL_STATUSES.map((status) => [status, 0])) as Record<
    ApprovalStatus,
    number
  >;
  for (const profile of profiles) counts[profile.approvalStatus]++;
  return counts;
}
