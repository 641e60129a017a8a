import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

const useStyles = makeStyles({
  figures: { '& > p': { margin: 0, marginBottom: tokens.spacingVerticalS } },
});

interface PreviewConfirmDialogProps<Preview> {
  /** the button that opens the dialog; the focus returns to it when the dialog closes */
  trigger: ReactElement;
  /** what the action would do, as the server counted it; null until it has answered */
  preview: Preview | null;
  /** asks for the preview as the dialog opens; answering false closes it (it failed, and said so) */
  load: () => Promise<boolean>;
  title: (preview: Preview | null) => string;
  /** the spinner's words while the preview comes */
  loadingLabel: string;
  /** the preview in words: paragraphs (and lists) */
  figures: (preview: Preview) => ReactNode;
  /** whether the preview leaves anything to do: the confirm button is off until it does */
  canConfirm: (preview: Preview) => boolean;
  cancelLabel: string;
  confirmLabel: (preview: Preview | null) => string;
  /** the confirm button's words while `onConfirm` runs; by default its own */
  busyLabel?: string;
  /** the action; the dialog closes once it has run, however it ended (it says so itself) */
  onConfirm: () => unknown;
}

/**
 * An action that shows first what it would do (Bill a year's dues, Remind All Late): opening the
 * dialog asks the server for the figures, a spinner stands in meanwhile, and the action waits for
 * them. A ConfirmDialog otherwise: the same buttons, focus and busy state.
 */
export function PreviewConfirmDialog<Preview>({
  trigger,
  preview,
  load,
  title,
  loadingLabel,
  figures,
  canConfirm,
  cancelLabel,
  confirmLabel,
  busyLabel,
  onConfirm,
}: PreviewConfirmDialogProps<Preview>) {
  const styles = useStyles();
  return (
    <ConfirmDialog
      trigger={trigger}
      title={title(preview)}
      cancelLabel={cancelLabel}
      confirmLabel={confirmLabel(preview)}
      busyLabel={busyLabel ?? confirmLabel(preview)}
      onOpen={load}
      confirmDisabled={!preview || !canConfirm(preview)}
      onConfirm={async () => {
        await onConfirm();
      }}
      contentClassName={styles.figures}
    >
      {preview ? figures(preview) : <Spinner size="small" label={loadingLabel} />}
    </ConfirmDialog>
  );
}
