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
import { BILLING_RUN_TEXTS, formatCents, formatDueDate } from '@lakeside/domain';
import { useState } from 'react';
import { useBillingPreview } from '../hooks/useBillingPreview';
import { BILLING_TEXTS as T } from '../texts';
import { BillYearButton } from './RateDialogButtons';

const useStyles = makeStyles({
  text: { margin: 0, marginBottom: tokens.spacingVerticalS },
  list: { margin: 0, marginBottom: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalXL },
});

interface BillYearDialogProps {
  year: string;
  disabled: boolean;
  /** starts the run; the page shows its progress */
  onStart: (year: string) => void;
}

/**
 * Bill {year} Dues: first what the run would do (previewBilling), then, on confirm,
 * the run itself, whose progress the page shows live.
 */
export function BillYearDialog({ year, disabled, onStart }: BillYearDialogProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const { preview, load } = useBillingPreview();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void load(year).then((loaded) => loaded || setOpen(false));
  };
  const confirm = () => {
    setOpen(false);
    onStart(year);
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <BillYearButton year={year} disabled={disabled} />
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{BILLING_RUN_TEXTS.previewTitle(year)}</DialogTitle>
          <DialogContent>
            {preview ? (
              <>
                <p className={styles.text}>
                  {T.previewBilled(
                    preview.toBill,
                    formatCents(preview.amountCents),
                    formatCents(preview.totalCents),
                  )}
                </p>
                <p className={styles.text}>{T.previewDue(formatDueDate(preview.dueDate))}</p>
                <p className={styles.text}>{T.previewSkipped(preview.skipped, year)}</p>
                {preview.withoutAccount.length > 0 ? (
                  <>
                    <p className={styles.text}>{T.previewWithoutAccount(preview.withoutAccount.length)}</p>
                    <ul className={styles.list}>
                      {preview.withoutAccount.map((street) => (
                        <li key={street}>{street}</li>
                      ))}
                    </ul>
                    <p className={styles.text}>{T.previewSyncHint}</p>
                  </>
                ) : null}
              </>
            ) : (
              <Spinner size="small" label={T.previewLoading} />
            )}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>Cancel</Button>
            </DialogTrigger>
            <Button appearance="primary" disabled={!preview || preview.toBill === 0} onClick={confirm}>
              {preview ? T.confirmBill(preview.toBill) : T.billYear(year)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
