// What the auth screen says beyond the spec's toasts. Plain data, so the tests import it too.

/** After registering: what happens next, on the sign-in screen it switches to. */
export const REGISTERED_TEXTS = {
  title: 'Account created. What happens next:',
  next: (email: string) =>
    `1. Open the link we sent to ${email} to verify your address. 2. The board then approves your account, usually within a few days. You can sign in now; payments and documents open once you are approved.`,
} as const;
