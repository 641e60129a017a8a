import { BILLING_RUN_TEXTS, formatCents, formatDueDate, type BillingPreview } from '@lakeside/domain';
import { PreviewConfirmDialog } from '@/components/PreviewConfirmDialog';
import { StreetList } from '@/components/StreetList';
import { useBillingPreview } from '../hooks/useBillingPreview';
import { BILLING_TEXTS as T } from '../texts';
import { BillYearButton } from './RateDialogButtons';

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
  const { preview, load } = useBillingPreview();

  const figures = (preview: BillingPreview) => (
    <>
      <p>
        {T.previewBilled(preview.toBill, formatCents(preview.amountCents), formatCents(preview.totalCents))}
      </p>
      <p>{T.previewDue(formatDueDate(preview.dueDate))}</p>
      <p>{T.previewSkipped(preview.skipped, year)}</p>
      {preview.withoutAccount.length > 0 ? (
        <>
          <StreetList
            intro={T.previewWithoutAccount(preview.withoutAccount.length)}
            streets={preview.withoutAccount}
          />
          <p>{T.previewSyncHint}</p>
        </>
      ) : null}
      {preview.withoutEmail.length > 0 ? (
        <StreetList
          intro={T.previewWithoutEmail(preview.withoutEmail.length)}
          streets={preview.withoutEmail}
        />
      ) : null}
    </>
  );

  return (
    <PreviewConfirmDialog
      trigger={<BillYearButton year={year} disabled={disabled} />}
      preview={preview}
      load={() => load(year)}
      title={() => BILLING_RUN_TEXTS.previewTitle(year)}
      loadingLabel={T.previewLoading}
      figures={figures}
      canConfirm={(preview) => preview.toBill > 0}
      cancelLabel="Cancel"
      confirmLabel={(preview) => (preview ? T.confirmBill(preview.toBill) : T.billYear(year))}
      // the run goes on in the page, which shows its progress: the dialog closes at once
      onConfirm={() => onStart(year)}
    />
  );
}
