import { REMINDER_TEXTS as R, type RemindersPreview } from '@lakeside/domain';
import { PreviewConfirmDialog } from '@/components/PreviewConfirmDialog';
import { StreetList } from '@/components/StreetList';
import { useRemindersPreview } from '../hooks/useReminders';
import { RemindAllButton } from './RemindAllButton';

interface RemindAllDialogProps {
  disabled: boolean;
  /** sends the reminders; resolves when done (the dialog stays until then) */
  onConfirm: () => Promise<unknown>;
}

/**
 * Remind All Late: first how many owners and accounts would get a reminder
 * (previewReminders), and who is skipped; then, on confirm, the reminders.
 */
export function RemindAllDialog({ disabled, onConfirm }: RemindAllDialogProps) {
  const { preview, load } = useRemindersPreview();

  const figures = (preview: RemindersPreview) => (
    <>
      <p>{preview.accounts > 0 ? R.previewText : R.noneDue}</p>
      {preview.recentlyReminded > 0 ? <p>{R.previewRecent(preview.recentlyReminded)}</p> : null}
      {preview.withoutEmail.length > 0 ? (
        <StreetList
          intro={R.previewWithoutEmail(preview.withoutEmail.length)}
          streets={preview.withoutEmail}
        />
      ) : null}
    </>
  );

  return (
    <PreviewConfirmDialog
      trigger={<RemindAllButton disabledFocusable={disabled} />}
      preview={preview}
      load={load}
      title={(preview) => (preview ? R.previewTitle(preview.owners, preview.accounts) : R.remindAll)}
      loadingLabel={R.previewLoading}
      figures={figures}
      canConfirm={(preview) => preview.accounts > 0}
      cancelLabel={R.cancel}
      confirmLabel={(preview) => (preview ? R.confirmAll(preview.accounts) : R.remindAll)}
      busyLabel={R.sending}
      onConfirm={onConfirm}
    />
  );
}
