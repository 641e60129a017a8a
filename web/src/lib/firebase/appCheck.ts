import { emulatorAppCheckToken } from '@lakeside/domain';
import { CustomProvider, initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import { firebaseApp } from './app';
import { firebaseOptions, requiredBuildVariable, useEmulators } from './env';

// Firebase App Check: every callable refuses a call that does not come from this app
// (functions/src/shared/callableOptions.ts). Started with the Functions SDK, so only the code
// that calls a function carries it, never the landing page's first load.

let started = false;

/**
 * Production proves the app with reCAPTCHA Enterprise (its site key is a build variable).
 * Offline, the emulators cannot reach Google to exchange a token, and the Functions emulator
 * reads App Check tokens without verifying them: an unsigned one made here is enough there and
 * worthless anywhere else.
 */
export function startAppCheck(): void {
  if (started) return;
  started = true;
  const provider = useEmulators
    ? new CustomProvider({
        getToken: async () =>
          emulatorAppCheckToken(firebaseOptions.appId!, firebaseOptions.projectId!, Date.now()),
      })
    : new ReCaptchaEnterpriseProvider(
        requiredBuildVariable(
          'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY',
          import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY,
        ),
      );
  initializeAppCheck(firebaseApp, { provider, isTokenAutoRefreshEnabled: true });
}
