import type { DownloadDocumentAnswer, DownloadDocumentRequest } from '@lakeside/domain';
import { httpsCallable } from 'firebase/functions';
import { getAppFunctions } from '../firebase/functions';

// Loaded with import() by useDocumentDownload, so the Functions SDK stays out of the landing
// page's first load and arrives only when someone actually downloads.

/** download-document (spec §7) → the downloadDocument callable; answers a short-lived link. */
export async function requestDownloadUrl(documentName: string): Promise<string> {
  const call = httpsCallable<DownloadDocumentRequest, DownloadDocumentAnswer>(
    getAppFunctions(),
    'downloadDocument',
  );
  const { data } = await call({ documentName });
  return data.downloadUrl;
}
