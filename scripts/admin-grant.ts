// npm run admin:grant -- <email> [--production --project <id>]
// npm run admin:revoke -- <email> [--production --project <id>]
// Grants the `admin` claim (merged with the user's other claims), or takes it away: then the
// user's sessions are revoked and their open app signs out at once (functions/src/auth/claims.ts).
// The emulators by default; a real project only with --production, --project and
// GOOGLE_APPLICATION_CREDENTIALS.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { parseArgs } from 'node:util';
import { updateClaims } from '../functions/src/auth/claims.ts';
import { adminApp, runScript } from './firebase-admin-env.ts';

await runScript(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      production: { type: 'boolean', default: false },
      project: { type: 'string' },
      revoke: { type: 'boolean', default: false },
    },
  });
  const email = positionals[0];
  const command = values.revoke ? 'admin:revoke' : 'admin:grant';
  if (!email || positionals.length > 1) {
    throw new Error(`Usage: npm run ${command} -- <email> [--production --project <id>]`);
  }
  const { app, description } = await adminApp({ production: values.production, projectId: values.project });
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email).catch(() => {
    throw new Error(`No user with the email ${email} in ${description}: register first.`);
  });
  // Only `admin`: approval (profile + `approved` claim together) stays the approval workflow's.
  const claims = await updateClaims(auth, getFirestore(app), user.uid, { admin: !values.revoke });
  if (values.revoke) {
    console.log(`Removed admin from ${email} in ${description}. Claims now: ${JSON.stringify(claims)}.`);
    console.log('Their sessions are revoked: an open app signs out now, and they sign in again without it.');
  } else {
    console.log(`Granted admin to ${email} in ${description}. Claims now: ${JSON.stringify(claims)}.`);
    console.log('The user sees the Admin menu after their token refreshes (automatic while signed in).');
  }
});
