import {
  COLLECTIONS,
  SESSION_TEXTS,
  UNKNOWN_CALLER_IP,
  profileEmailOf,
  profileEmailStale,
  type AuditActor,
} from '@lakeside/domain';
import type { UserRecord } from 'firebase-admin/auth';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { adminAuth, adminDb } from './admin.js';
import { logError } from './logs.js';

type CallerAuth = CallableRequest['auth'];

/** The product's two custom claims, read from a verified ID token. */
export interface CallerClaims {
  admin: boolean;
  approved: boolean;
}

export function callerClaims(auth: CallerAuth): CallerClaims {
  return {
    admin: auth?.token.admin === true,
    approved: auth?.token.approved === true,
  };
}

/**
 * The claims of a caller whose rights are optional (the pay link: anyone with its token may
 * pay, an admin or owner without it): a revoked session, or an address not verified now, counts
 * as signed out, not as its token's claims (the link's token still opens what it opens for
 * anyone).
 */
export async function currentCallerClaims(auth: CallerAuth): Promise<CallerClaims | null> {
  if (!auth) return null;
  const claims = callerClaims(auth);
  if (!claims.admin && !claims.approved) return claims;
  try {
    await requireVerifiedCaller(auth);
    return claims;
  } catch (error) {
    if (error instanceof HttpsError) return null;
    throw error;
  }
}

// The checks every callable starts with. Each feature passes its own texts (its *_TEXTS
// object from the domain), so a refusal says the spec's text for that screen.

/** What an admin-only callable answers a caller who may not use it. */
export interface AdminAccessTexts {
  signInRequired: string;
  notAdmin: string;
}

/** What a callable for approved residents answers a caller who may not use it. */
export interface ApprovedAccessTexts {
  signInRequired: string;
  approvalRequired: string;
}

function signedInCaller(auth: CallerAuth, signInRequired: string): NonNullable<CallerAuth> {
  if (!auth) throw new HttpsError('unauthenticated', signInRequired);
  return auth;
}

const revoked = () => new HttpsError('unauthenticated', SESSION_TEXTS.revoked);

/**
 * The caller's Auth account now, if their session still counts. It refuses a token from a
 * session that was revoked when the user lost a right (auth/claims.ts), and a disabled or
 * deleted account: the callable framework checks the token's signature and expiry but not
 * revocation, so an ID token says `approved` or `admin` for up to an hour after the right is
 * gone. The test is verifyIdToken(…, true)'s own (the token's auth_time against the account's
 * tokensValidAfterTime), made here on the account record because requireVerifiedCaller needs
 * the record too: still one Auth lookup per call.
 */
async function currentAccount(auth: NonNullable<CallerAuth>): Promise<UserRecord> {
  let account: UserRecord;
  try {
    account = await adminAuth().getUser(auth.uid);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') throw revoked();
    throw error;
  }
  const validAfterMs = account.tokensValidAfterTime ? Date.parse(account.tokensValidAfterTime) : 0;
  if (account.disabled || auth.token.auth_time * 1000 < validAfterMs) throw revoked();
  return account;
}

/**
 * The caller of a session still valid, with an address Auth says is verified now.
 * An admin's or approved resident's rights act with their address: the audit log names the
 * actor by it, a payment's receipt and Stripe's checkout go to it. So an address changed in
 * Auth counts once its link is used, and not before. Auth's record decides, not the token's
 * `email_verified`: a token minted before a change of address still says the old one was
 * verified (for up to an hour), and one minted before the link was used still says it was not.
 *
 * The profile's copy of the address follows Auth here too, so the board's screen shows the new
 * address (and whether it is verified) from the caller's next call on.
 */
async function requireVerifiedCaller(auth: NonNullable<CallerAuth>): Promise<AuditActor> {
  const [account, profile] = await Promise.all([
    currentAccount(auth),
    adminDb().collection(COLLECTIONS.profiles).doc(auth.uid).get(),
  ]);
  await profileFollowsAuth(profile, account);
  if (!account.email || !account.emailVerified) {
    throw new HttpsError('permission-denied', SESSION_TEXTS.emailNotVerified);
  }
  return { uid: account.uid, email: account.email };
}

/** Firestore's code when the profile changed after it was read (the update's precondition). */
const FAILED_PRECONDITION = 9;

/**
 * Writes the profile's e-mail fields as Auth has them, if they differ; only if the profile is
 * still as it was read: whoever changed it meanwhile (an approval change) copied Auth's record
 * too. A failure does not fail the call: the copy is not what the call is for, and the users
 * screen brings every copy in line when it opens (syncProfileEmails).
 */
async function profileFollowsAuth(profile: DocumentSnapshot, account: UserRecord): Promise<void> {
  if (!profile.exists || !profile.updateTime) return; // an admin made by admin:grant may have none
  const copy = profileEmailOf(account);
  if (!profileEmailStale((field) => profile.get(field), copy)) return;
  try {
    await profile.ref.update(copy, { lastUpdateTime: profile.updateTime });
  } catch (error) {
    if ((error as { code?: unknown }).code !== FAILED_PRECONDITION) {
      logError('caller.profileEmailFailed', error, { uid: profile.id });
    }
  }
}

/**
 * For admin-only callables: the caller of a session still valid, with a verified address (the
 * audit log records who made a change by it), or an HttpsError with the spec's text.
 */
export async function requireAdmin(auth: CallerAuth, texts: AdminAccessTexts): Promise<AuditActor> {
  const caller = signedInCaller(auth, texts.signInRequired);
  if (!callerClaims(caller).admin) throw new HttpsError('permission-denied', texts.notAdmin);
  return requireVerifiedCaller(caller);
}

/**
 * For callables of approved residents (the `approved` claim, whatever else the caller is: an
 * admin who is not approved is refused too): the caller of a session still valid, with a
 * verified address, or an HttpsError.
 */
export async function requireApproved(auth: CallerAuth, texts: ApprovedAccessTexts): Promise<AuditActor> {
  const caller = signedInCaller(auth, texts.signInRequired);
  if (!callerClaims(caller).approved) throw new HttpsError('permission-denied', texts.approvalRequired);
  return requireVerifiedCaller(caller);
}

/**
 * The caller's IP address as the function sees it, to count a caller that signs nothing (the
 * contact form's limit). Cloud Run's front end appends the address it was reached from
 * to X-Forwarded-For, so that last entry is the caller's; whatever stands before it, the caller
 * wrote. (Express's `request.ip`, which the runtime's `trust proxy` takes from the first entry,
 * is therefore the caller's own choice, and not used.) Without the header (the emulator, which
 * adds none) the socket's address; with no address at all, UNKNOWN_CALLER_IP: one count shared
 * by every such caller, never none.
 */
export function callerIp(rawRequest: CallableRequest['rawRequest']): string {
  const forwarded = rawRequest.headers['x-forwarded-for'];
  const entries = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  const address = entries.at(-1)?.trim() || rawRequest.socket?.remoteAddress;
  // an IPv6 address is at most 45 characters; a counter's id stays short whatever is sent
  return address ? address.slice(0, 64) : UNKNOWN_CALLER_IP;
}
