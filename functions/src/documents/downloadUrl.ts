import { DOCUMENT_LINK_TTL_SECONDS, FUNCTIONS_REGION, type DownloadDocumentAnswer } from '@lakeside/domain';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { signDocumentToken } from './token.js';

export const DOCUMENT_FILE_FUNCTION = 'documentFile';

/**
 * The public address of the documentFile function. In the emulator that is the Functions
 * emulator's own host (the one the caller just reached), in production the function's
 * cloudfunctions.net address, which also serves 2nd-gen HTTPS functions. Either way it is
 * another origin than the PWA's, so the PWA's service worker never intercepts the download.
 */
export function documentFileBaseUrl(request: CallableRequest<unknown>): string {
  const project = process.env.GCLOUD_PROJECT;
  if (!project) throw new Error('GCLOUD_PROJECT is not set');
  if (process.env.FUNCTIONS_EMULATOR === 'true') {
    return `http://${request.rawRequest.headers.host}/${project}/${FUNCTIONS_REGION}/${DOCUMENT_FILE_FUNCTION}`;
  }
  return `https://${FUNCTIONS_REGION}-${project}.cloudfunctions.net/${DOCUMENT_FILE_FUNCTION}`;
}

/**
 * A link to documentFile that serves `documentName` (already checked against the catalogue)
 * for DOCUMENT_LINK_TTL_SECONDS from `nowSeconds`, signed with `secret`.
 */
export function documentDownloadUrl(
  baseUrl: string,
  secret: string,
  { documentName, uid, nowSeconds }: { documentName: string; uid: string; nowSeconds: number },
): DownloadDocumentAnswer {
  const token = signDocumentToken(secret, {
    name: documentName,
    uid,
    exp: nowSeconds + DOCUMENT_LINK_TTL_SECONDS,
  });
  const url = new URL(baseUrl);
  url.searchParams.set('token', token);
  return { downloadUrl: url.toString() };
}
