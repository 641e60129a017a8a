// Sessions (DESIGN.md §4): when a session stops counting because its user lost a right, and
// what they read then. No zod here: the web app's entry chunk imports this module, and a module
// with schemas would bring zod into the landing page's first load.
import type { UserMeta } from './auth.js';

/** Whether a session that signed in at `authTimeSeconds` is still valid (see UserMeta). */
export function sessionStillValid(
  authTimeSeconds: number,
  meta: Pick<UserMeta, 'tokensValidAfter'> | undefined,
) {
  return authTimeSeconds >= (meta?.tokensValidAfter ?? 0);
}

/** What a user whose rights were taken away reads when their session ends (DESIGN.md §4). */
export const SESSION_TEXTS = {
  revoked: 'Your access to Lakeside HOA has changed, so you were signed out. Please sign in again.',
  // Every callable of a signed-in resident or admin requires an address Auth says is verified at
  // the time of the call: after a change of address, until its link is used.
  emailNotVerified:
    'Please verify your email address to continue: use the link in the verification email sent to it, then try again.',
  // Every callable asks for proof that the call comes from this app (App Check), which the browser
  // gets from Google reCAPTCHA: a blocker that stops reCAPTCHA stops every call.
  appCheckBlocked:
    'Lakeside HOA could not confirm this browser with Google reCAPTCHA, which it needs to send anything. If an ad or privacy blocker is on, allow www.google.com for this site (or try another browser), then try again.',
} as const;
