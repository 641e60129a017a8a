import { DOCUMENT_TEXTS, type OfficialDocument } from '@lakeside/domain';
import { useCallback, useRef, useState } from 'react';
import { useNotify } from '@/components/notify';
import { useAuthSession } from '@/features/auth';
import { callableErrorMessage } from '@/lib/firebase/callableErrors';
import { saveFromLink } from '../api/saveFromLink';

export interface DocumentDownload {
  /** Starts downloading `document` (spec §4, §8): a link from downloadDocument, saved in place. */
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
      try {
        const { requestDownloadUrl } = await import('../api/requestDownloadUrl');
        saveFromLink(await requestDownloadUrl(document.fileName), document.fileName);
        notify({ title: 'Download Started', body: `${document.title} is being downloaded.` });
      } catch (error) {
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
