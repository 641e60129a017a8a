import { FirebaseError } from 'firebase/app';
import { sendEmailVerification, type User } from 'firebase/auth';

export const EMAIL_VERIFICATION_TEXTS = {
  title: 'Verify your email address',
  text: (email: string) =>
    `The board can approve your registration once you have confirmed that ${email} is yours: please use the link in the verification email we sent you.`,
  // An approved resident whose address changed: the callables refuse until it is verified.
  textApproved: (email: string) =>
    `Payments and document downloads wait until you have confirmed that ${email} is yours: please use the link in the verification email, or send it again.`,
  resend: 'Resend verification email',
  sent: 'Verification email sent',
  sentText: (email: string) => `Please check ${email} for the link.`,
  tooMany: 'Too many requests. Please wait a few minutes before asking for another email.',
  failed: 'Failed to send the verification email. Please try again.',
} as const;

/**
 * Sends Firebase's verification e-mail again (the first one goes at registration). Answers the
 * sentence for a failure, or null when it was sent.
 */
export async function resendVerificationEmail(user: User): Promise<string | null> {
  try {
    await sendEmailVerification(user);
    return null;
  } catch (error) {
    const tooMany = error instanceof FirebaseError && error.code === 'auth/too-many-requests';
    return tooMany ? EMAIL_VERIFICATION_TEXTS.tooMany : EMAIL_VERIFICATION_TEXTS.failed;
  }
}

/**
 * Whether the user has verified their address by now: the link is used in another tab or on
 * another device, so the signed-in User object only learns it when reloaded from Auth.
 */
export async function emailVerifiedNow(user: User): Promise<boolean> {
  await user.reload().catch(() => undefined); // offline: what we knew
  return user.emailVerified;
}
