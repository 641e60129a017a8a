import { callFunction } from '@/lib/firebase/callable';

// Loaded with import() by useDocumentDownload, so the Functions SDK stays out of the landing
// page's first load and arrives only when someone actually downloads.

/** download-document (spec §7) → the downloadDocument callable; answers a short-lived link. */
export async function requestDownloadUrl(documentName: string): Promise<string> {
  const { downloadUrl } = await callFunction('downloadDocument', { documentName });
  return downloadUrl;
}
