import {
  DOCUMENT_LINK_TTL_SECONDS,
  DOCUMENT_MESSAGES,
  downloadDocumentSchema,
  type DownloadDocumentAnswer,
} from '@lakeside/domain';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { callerClaims } from '../shared/caller.js';
import { parsePayload } from '../shared/errors.js';
import { documentFileBaseUrl } from './downloadUrl.js';
import { documentUrlSecret } from './secret.js';
import { signDocumentToken } from './token.js';

/**
 * download-document (spec §7): approved residents only (the `approved` claim), names from the
 * catalogue only. Answers a link to documentFile that works for DOCUMENT_LINK_TTL_SECONDS.
 */
export const downloadDocument = onCall<unknown, Promise<DownloadDocumentAnswer>>(
  { secrets: [documentUrlSecret] },
  async (request) => {
    if (!request.auth) throw new HttpsError('unauthenticated', DOCUMENT_MESSAGES.signInRequired);
    if (!callerClaims(request.auth).approved) {
      throw new HttpsError('permission-denied', DOCUMENT_MESSAGES.approvalRequired);
    }
    const { documentName } = parsePayload(downloadDocumentSchema(), request.data);
    const exp = Math.floor(Date.now() / 1000) + DOCUMENT_LINK_TTL_SECONDS;
    const token = signDocumentToken(documentUrlSecret.value(), {
      name: documentName,
      uid: request.auth.uid,
      exp,
    });
    const url = new URL(documentFileBaseUrl(request));
    url.searchParams.set('token', token);
    return { downloadUrl: url.toString() };
  },
);
