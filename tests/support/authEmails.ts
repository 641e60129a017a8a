// The e-mails Auth would send (verification, password reset), as the Auth emulator keeps them:
// its out-of-band codes API lists each with the link the user would click.
import { PROJECT_ID, emulator } from './emulators';

export interface AuthEmail {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | 'VERIFY_AND_CHANGE_EMAIL';
  oobCode: string;
  oobLink: string;
}

/** Every e-mail of `requestType` sent to `email`, oldest first. */
export async function authEmailsTo(
  email: string,
  requestType: AuthEmail['requestType'],
): Promise<AuthEmail[]> {
  const { host, port } = emulator('auth');
  const response = await fetch(`http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`the Auth emulator's oobCodes answered ${response.status}`);
  const { oobCodes } = (await response.json()) as { oobCodes: AuthEmail[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === requestType);
}

/** Clicks the link of the latest verification e-mail sent to `email`, as the user would. */
export async function followVerificationLink(email: string): Promise<void> {
  const link = (await authEmailsTo(email, 'VERIFY_EMAIL')).at(-1)?.oobLink;
  if (!link) throw new Error(`no verification e-mail was sent to ${email}`);
  const response = await fetch(link);
  if (!response.ok) throw new Error(`the verification link answered ${response.status}`);
}
