import { FUNCTIONS_REGION } from '@lakeside/domain';
import type { CallableRequest } from 'firebase-functions/v2/https';

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
