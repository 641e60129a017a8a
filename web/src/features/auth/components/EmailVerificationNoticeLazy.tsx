import { lazy } from 'react';

/**
 * The "verify your e-mail" card (a pending resident's, or an approved one's after a change of
 * address), loaded only when it is shown: My HOA Account's first screen, for the approved
 * residents who see it daily, then goes without Fluent's Button and the verification call
 * Render it inside a Suspense boundary.
 */
export const EmailVerificationNotice = lazy(() =>
  import('./EmailVerificationNotice').then(({ EmailVerificationNotice }) => ({
    default: EmailVerificationNotice,
  })),
);
