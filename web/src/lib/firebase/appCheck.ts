import { emulatorAppCheckToken } from '@lakeside/domain';
import {
  CustomProvider,
  getLimitedUseToken,
  getToken,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from 'firebase/app-check';
import { firebaseApp } from './app';
import { firebaseOptions, requiredBuildVariable, useEmulators } from './env';

// Firebase App Check: every callable refuses a call that does not come from this app
// (functions/src/shared/callableOptions.ts). Started with the Functions SDK, so only the code
// that calls a function carries it, never the landing page's first load.

let appCheck: AppCheck | undefined;

/**
 * Production proves the app with reCAPTCHA Enterprise (its site key is a build variable).
 * Offline, the emulators cannot reach Google to exchange a token, and the Functions emulator
 * reads App Check tokens without verifying them: an unsigned one made here is enough there and
 * worthless anywhere else.
 */
export function startAppCheck(): void {
  if (appCheck) return;
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
  appCheck = initializeAppCheck(firebaseApp, { provider, isTokenAutoRefreshEnabled: true });
}

/** Whether the app can get an App Check token now (of the kind the call used). */
export async function appCheckTokenWorks(limitedUse: boolean): Promise<boolean> {
  if (!appCheck) return false;
  try {
    await (limitedUse ? getLimitedUseToken(appCheck) : getToken(appCheck));
    return true;
  } catch {
    return false;
  }
}
