import { DOCUMENT_TEXTS, type OfficialDocument } from '@lakeside/domain';
import { useCallback, useRef, useState } from 'react';
import { useNotify } from '@/components/notify';
import { useAuthSession } from '@/features/auth';
import { callableErrorMessage } from '@/lib/firebase/callableErrors';
import { openDownloadTab } from '../api/downloadTab';

export interface DocumentDownload {
  /** Starts downloading `document` (spec §4, §8): a link from downloadDocument, in a new tab. */
  download(document: OfficialDocument): Promise<void>;
  /** The file name of the download in progress, if any: its button is disabled meanwhile. */
  running: string | null;
}

export function useDocumentDownload(): DocumentDownload {
  const session = useAuthSession();
  const notify = useNotify();
  const [running, setRunning] = useState<string | null>(null);
  // A ref as well as state: a second click before React re-renders must not start another.
  const busy = useRef(false);

  const download = useCallback(
    async (document: OfficialDocument) => {
      // The buttons are disabled in these states; the checks keep the hook safe on its own.
      if (session.status !== 'signed-in') {
        notify({ title: 'Authentication Required', body: DOCUMENT_TEXTS.signInRequired, intent: 'error' });
        return;
      }
      if (!session.claims.approved) {
        notify({ title: 'Access Denied', body: DOCUMENT_TEXTS.approvalRequired, intent: 'error' });
        return;
      }
      if (busy.current) return;
      busy.current = true;
      setRunning(document.fileName);
      const tab = openDownloadTab();
      try {
        const { requestDownloadUrl } = await import('../api/requestDownloadUrl');
        tab.go(await requestDownloadUrl(document.fileName));
        notify({ title: 'Download Started', body: `${document.title} is being downloaded.` });
      } catch (error) {
        tab.close();
        notify({
          title: 'Download Failed',
          body: callableErrorMessage(error, DOCUMENT_TEXTS.failed),
          intent: 'error',
        });
      } finally {
        busy.current = false;
        setRunning(null);
      }
    },
    [session, notify],
  );

  return { download, running };
}
