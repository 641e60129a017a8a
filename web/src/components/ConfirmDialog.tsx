import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import { useState, type ReactElement, type ReactNode } from 'react';

interface ConfirmDialogProps {
  /** the button that opens the dialog; the focus returns to it when the dialog closes */
  trigger: ReactElement;
  title: string;
  /** what will happen, in words */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** the confirm button's words while the action runs */
  busyLabel: string;
  /** the action; answering false keeps the dialog open (it failed, and said so) */
  onConfirm: () => Promise<boolean | void>;
  /**
   * runs as the dialog opens, to read what the question shows (a preview's figures); answering
   * false closes it again (the read failed, and said so)
   */
  onOpen?: () => Promise<boolean>;
  /** the action off while there is nothing to confirm (the figures still coming, or none) */
  confirmDisabled?: boolean;
  contentClassName?: string;
}

/**
 * An action that asks first (remove an owner, void a charge): Cancel or the action. While the
 * action runs both buttons are off and the dialog cannot be dismissed, so it cannot run twice
 * or close on an answer still to come.
 */
export function ConfirmDialog({
  trigger,
  title,
  children,
  cancelLabel,
  confirmLabel,
  busyLabel,
  onConfirm,
  onOpen,
  confirmDisabled = false,
  contentClassName,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    const done = await onConfirm();
    setBusy(false);
    if (done !== false) setOpen(false);
  };
  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (next && onOpen) void onOpen().then((ready) => ready || setOpen(false));
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={contentClassName}>{children}</DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button disabled={busy}>{cancelLabel}</Button>
            </DialogTrigger>
            <Button appearance="primary" disabled={busy || confirmDisabled} onClick={() => void confirm()}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
