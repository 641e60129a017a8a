import { Button } from '@fluentui/react-components';
import { ArrowDownload20Regular, LockClosed20Regular } from '@fluentui/react-icons';
import type { DocumentAccess, OfficialDocument } from '@lakeside/domain';
import { useState } from 'react';
import { useOwnApprovalStatus } from '@/features/auth';

/** Spec §4: the button's label for each state; only 'approved' may download. */
const DOWNLOAD_BUTTON_LABELS: Record<DocumentAccess, string> = {
  loading: 'Checking access...',
  'signed-out': 'Login Required',
  pending: 'Approval Pending',
  rejected: 'Access Denied',
  approved: 'Download Document',
};

export interface DocumentDownloadButtonProps {
  document: OfficialDocument;
  /**
   * Runs the download for an approved resident (useDocumentDownload). While its promise is
   * pending the button is disabled (spec §4).
   */
  onDownload?: (document: OfficialDocument) => Promise<void> | void;
  /** id of the element that names the document, so each button says which one it fetches */
  describedBy?: string;
}

export function DocumentDownloadButton({ document, onDownload, describedBy }: DocumentDownloadButtonProps) {
  const status = useOwnApprovalStatus();
  const [downloading, setDownloading] = useState(false);
  const allowed = status === 'approved';

  async function onClick() {
    if (!allowed || downloading || !onDownload) return;
    setDownloading(true);
    try {
      await onDownload(document);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Button
      appearance={allowed ? 'primary' : 'secondary'}
      icon={allowed ? <ArrowDownload20Regular /> : <LockClosed20Regular />}
      disabled={!allowed || downloading}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {DOWNLOAD_BUTTON_LABELS[status]}
    </Button>
  );
}
