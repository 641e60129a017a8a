// npm run admin:grant -- <email> [--production --project <id>]
// Grants the `admin` claim (merged with the user's other claims). The emulators by default;
// a real project only with --production, --project and GOOGLE_APPLICATION_CREDENTIALS.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { parseArgs } from 'node:util';
import { updateClaims } from '../functions/src/auth/claims.ts';
import { adminApp, runScript } from './firebase-admin-env.ts';

await runScript(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { production: { type: 'boolean', default: false }, project: { type: 'string' } },
  });
  const email = positionals[0];
  if (!email || positionals.length > 1) {
    throw new Error('Usage: npm run admin:grant -- <email> [--production --project <id>]');
  }
  const { app, description } = await adminApp({ production: values.production, projectId: values.project });
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email).catch(() => {
    throw new Error(`No user with the email ${email} in ${description}: register first.`);
  });
  // Only `admin`: approval (profile + `approved` claim together) stays the approval workflow's.
  const claims = await updateClaims(auth, getFirestore(app), user.uid, { admin: true });
  console.log(`Granted admin to ${email} in ${description}. Claims now: ${JSON.stringify(claims)}.`);
  console.log('The user sees the Admin menu after their token refreshes (automatic while signed in).');
});
