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
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { DeleteDismissRegular, LinkRegular } from '@fluentui/react-icons';
import { formatCents } from '@lakeside/domain';
import { useState, type ReactElement } from 'react';
import { canCopyLink, canVoid, type DeskRow } from '../model/rows';
import { PAYMENTS_DESK_TEXTS as M, voidQuestion } from '../texts';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

export interface ChargeActionHandlers {
  onCopyLink: (paymentId: string) => Promise<void>;
  /** answers whether the charge was voided */
  onVoid: (paymentId: string) => Promise<boolean>;
}

/**
 * A misc charge's Copy link and Void (issue 10). Void asks first; Keep Charge returns the focus
 * to Void (Fluent's trigger), and once voided the button is gone, so the desk moves the focus on
 * (onVoid's caller).
 */
export function ChargeActions({
  row,
  onCopyLink,
  onVoid,
  compact = false,
}: ChargeActionHandlers & {
  row: DeskRow;
  /** Copy link as an icon with its word in a tooltip (the grid's narrow column); Void keeps its word */
  compact?: boolean;
}) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!canCopyLink(row) && !canVoid(row)) return null;

  const confirm = async () => {
    setBusy(true);
    const voided = await onVoid(row.id);
    setBusy(false);
    if (voided) setOpen(false);
  };

  return (
    <div className={styles.actions}>
      {canCopyLink(row) ? (
        <Labelled compact={compact} text={M.copyLink}>
          <Button
            size="small"
            icon={<LinkRegular />}
            aria-label={`${M.copyLink} for ${row.invoiceNumber}`}
            onClick={() => void onCopyLink(row.id)}
          >
            {compact ? null : M.copyLink}
          </Button>
        </Labelled>
      ) : null}
      {canVoid(row) ? (
        <Dialog open={open} onOpenChange={(_, data) => !busy && setOpen(data.open)}>
          <DialogTrigger disableButtonEnhancement>
            <Button
              size="small"
              icon={<DeleteDismissRegular />}
              aria-label={`${M.void} ${row.invoiceNumber}`}
            >
              {M.void}
            </Button>
          </DialogTrigger>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{M.voidTitle}</DialogTitle>
              <DialogContent>{voidQuestion(row.invoiceNumber, formatCents(row.amountCents))}</DialogContent>
              <DialogActions>
                <DialogTrigger disableButtonEnhancement>
                  <Button disabled={busy}>{M.keep}</Button>
                </DialogTrigger>
                <Button appearance="primary" disabled={busy} onClick={() => void confirm()}>
                  {busy ? M.voiding : M.voidConfirm}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ) : null}
    </div>
  );
}

/** An icon-only button's visible word, on hover and focus (its accessible name is aria-label). */
function Labelled({ compact, text, children }: { compact: boolean; text: string; children: ReactElement }) {
  return compact ? (
    <Tooltip content={text} relationship="description" withArrow>
      {children}
    </Tooltip>
  ) : (
    children
  );
}
