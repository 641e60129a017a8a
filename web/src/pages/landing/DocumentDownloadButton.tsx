import { Button } from '@fluentui/react-components';
import { ArrowDownload20Regular, LockClosed20Regular } from '@fluentui/react-icons';
import type { OfficialDocument } from '@lakeside/domain';
import { useState } from 'react';
import { useApprovalStatus, type ApprovalStatus } from './useApprovalStatus';

/** Spec §4: the button's label for each state; only 'approved' may download. */
export const DOWNLOAD_BUTTON_LABELS: Record<ApprovalStatus, string> = {
  loading: 'Checking access...',
  'signed-out': 'Login Required',
  pending: 'Approval Pending',
  rejected: 'Access Denied',
  approved: 'Download Document',
};

export interface DocumentDownloadButtonProps {
  document: OfficialDocument;
  /**
   * Runs the download for an approved resident (wired by the identity issue: the
   * downloadDocument callable). While its promise is pending the button is disabled (spec §4).
   * It must not be imported statically from the Functions SDK: see useApprovalStatus.
   */
  onDownload?: (document: OfficialDocument) => Promise<void> | void;
  /** id of the element that names the document, so each button says which one it fetches */
  describedBy?: string;
}

export function DocumentDownloadButton({ document, onDownload, describedBy }: DocumentDownloadButtonProps) {
  const status = useApprovalStatus();
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
