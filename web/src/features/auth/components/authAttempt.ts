import { authErrorMessage } from '../api/authErrors';

/** How a sign-in or register form tells the auth screen what is happening. */
export interface AuthFormCallbacks {
  onBusyChange: (busy: boolean) => void;
  onError: (message: string | null) => void;
}

/**
 * Runs one sign-in or registration: busy while it runs, the previous error cleared, and a
 * failure reported as the spec's red alert text (§8) instead of being thrown.
 */
export async function attemptAuth(
  { onBusyChange, onError }: AuthFormCallbacks,
  attempt: () => Promise<void>,
): Promise<void> {
  onBusyChange(true);
  onError(null);
  try {
    await attempt();
  } catch (error) {
    onError(authErrorMessage(error));
  } finally {
    onBusyChange(false);
  }
}
