import { SESSION_TEXTS, UNKNOWN_CALLER_IP, type AuditActor } from '@lakeside/domain';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { adminAuth } from './admin.js';

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
 * pay, an admin or owner without it): a revoked session counts as signed out, not as its token's
 * old claims.
 */
export async function currentCallerClaims(auth: CallerAuth): Promise<CallerClaims | null> {
  if (!auth) return null;
  const claims = callerClaims(auth);
  if (!claims.admin && !claims.approved) return claims;
  try {
    await requireCurrentSession(auth);
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

/**
 * Refuses a token from a session that was revoked when the user lost a right (auth/claims.ts).
 * The callable framework checks the token's signature and expiry but not revocation: an ID
 * token says `approved` or `admin` for up to an hour after the right is gone. verifyIdToken
 * with checkRevoked compares the token's auth_time with the user's tokensValidAfterTime (one
 * Auth lookup), and also refuses a disabled or deleted account.
 */
async function requireCurrentSession(auth: NonNullable<CallerAuth>): Promise<void> {
  try {
    await adminAuth().verifyIdToken(auth.rawToken, true);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'auth/id-token-revoked' || code === 'auth/user-disabled' || code === 'auth/user-not-found') {
      throw new HttpsError('unauthenticated', SESSION_TEXTS.revoked);
    }
    throw error;
  }
}

/** The verified caller, as the audit log records who made a change. */
function actorOf(auth: NonNullable<CallerAuth>): AuditActor {
  return { uid: auth.uid, email: auth.token.email ?? null };
}

/**
 * For admin-only callables: the verified caller of a session still valid, or an HttpsError
 * with the spec's text.
 */
export async function requireAdmin(auth: CallerAuth, texts: AdminAccessTexts): Promise<AuditActor> {
  const caller = signedInCaller(auth, texts.signInRequired);
  if (!callerClaims(caller).admin) throw new HttpsError('permission-denied', texts.notAdmin);
  await requireCurrentSession(caller);
  return actorOf(caller);
}

/**
 * For callables of approved residents (the `approved` claim, whatever else the caller is: an
 * admin who is not approved is refused too): the verified caller of a session still valid, or
 * an HttpsError.
 */
export async function requireApproved(auth: CallerAuth, texts: ApprovedAccessTexts): Promise<AuditActor> {
  const caller = signedInCaller(auth, texts.signInRequired);
  if (!callerClaims(caller).approved) throw new HttpsError('permission-denied', texts.approvalRequired);
  await requireCurrentSession(caller);
  return actorOf(caller);
}

/**
 * The caller's IP address as the function sees it, to count a caller that signs nothing (the
 * contact form's limit, issue 27). Cloud Run's front end appends the address it was reached from
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
