import { defineSecret } from 'firebase-functions/params';

/**
 * Signs the documents' download links. Production: `firebase functions:secrets:set
 * DOCUMENT_URL_SECRET`. Emulator: functions/.secret.local, which the functions build creates
 * with a random value when it is missing (it is git-ignored and never deployed).
 */
export const documentUrlSecret = defineSecret('DOCUMENT_URL_SECRET');
