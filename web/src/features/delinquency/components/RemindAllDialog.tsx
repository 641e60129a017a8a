import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { REMINDER_TEXTS as R } from '@lakeside/domain';
import { useState } from 'react';
import { useRemindersPreview } from '../hooks/useReminders';
import { RemindAllButton } from './RemindAllButton';

const useStyles = makeStyles({
  text: { margin: 0, marginBottom: tokens.spacingVerticalS },
});

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
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { preview, load } = useRemindersPreview();

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (next) void load().then((loaded) => loaded || setOpen(false));
  };
  const confirm = async () => {
    setBusy(true);
    await onConfirm();
    setBusy(false);
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <RemindAllButton disabledFocusable={disabled} />
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {preview ? R.previewTitle(preview.owners, preview.accounts) : R.remindAll}
          </DialogTitle>
          <DialogContent>
            {preview ? (
              <>
                <p className={styles.text}>{preview.accounts > 0 ? R.previewText : R.noneDue}</p>
                {preview.recentlyReminded > 0 ? (
                  <p className={styles.text}>{R.previewRecent(preview.recentlyReminded)}</p>
                ) : null}
                {preview.withoutEmail > 0 ? (
                  <p className={styles.text}>{R.previewWithoutEmail(preview.withoutEmail)}</p>
                ) : null}
              </>
            ) : (
              <Spinner size="small" label={R.previewLoading} />
            )}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button disabled={busy}>{R.cancel}</Button>
            </DialogTrigger>
            <Button
              appearance="primary"
              disabled={busy || !preview || preview.accounts === 0}
              onClick={() => void confirm()}
            >
              {busy ? R.sending : preview ? R.confirmAll(preview.accounts) : R.remindAll}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
