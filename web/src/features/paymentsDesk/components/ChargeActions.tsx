import { Button, makeStyles, mergeClasses, tokens, Tooltip } from '@fluentui/react-components';
import { DeleteDismissRegular, LinkRegular, MailRegular } from '@fluentui/react-icons';
import { formatCents } from '@lakeside/domain';
import type { ReactElement } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { rowActionsOf, type RowActions } from '../model/rowActions';
import type { DeskRow } from '../model/rows';
import { PAYMENTS_DESK_TEXTS as M, voidQuestion } from '../texts';
import { RefundDialog } from './RefundDialog';
import { VoidRecordedDialog } from './VoidRecordedDialog';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  // the grid's three icons (Copy link, Email link, Void) on one line of its narrow column
  compact: { gap: tokens.spacingHorizontalXXS, flexWrap: 'nowrap' },
});

/**
 * A misc charge's Copy link, Email link (while it can still be paid) and Void.
 * Void asks first; Keep Charge returns the focus to Void (Fluent's trigger), and once voided
 * the button is gone, so the desk moves the focus on (onVoid's caller).
 */
export function ChargeActions({
  row,
  actions,
  compact = false,
}: {
  row: DeskRow;
  actions: RowActions;
  /** the actions as icons with their words in tooltips (the grid's narrow column: one line) */
  compact?: boolean;
}) {
  const styles = useStyles();
  const has = rowActionsOf(row);
  const { onCopyLink, onEmailLink, emailing, onVoid, onVoidRecorded, onRefund } = actions;
  if (has.voidRecorded) {
    return (
      <div className={styles.actions}>
        <VoidRecordedDialog row={row} onVoid={onVoidRecorded} />
      </div>
    );
  }
  if (!has.copyLink && !has.voidCharge && !has.refund) return null;

  return (
    <div className={mergeClasses(styles.actions, compact && styles.compact)}>
      {has.copyLink ? (
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
      {has.emailLink ? (
        <Labelled compact={compact} text={M.emailLink}>
          <Button
            size="small"
            icon={<MailRegular />}
            aria-label={`${M.emailLink} for ${row.invoiceNumber}`}
            // focusable while sending, so the keyboard's place is kept
            disabledFocusable={emailing.has(row.id)}
            onClick={() => void onEmailLink(row.id)}
          >
            {compact ? null : emailing.has(row.id) ? M.emailingLink : M.emailLink}
          </Button>
        </Labelled>
      ) : null}
      {has.voidCharge ? (
        <ConfirmDialog
          trigger={
            // a title, not a Tooltip: the dialog's trigger must be the button itself (as Refund's)
            <Button
              size="small"
              icon={<DeleteDismissRegular />}
              aria-label={`${M.void} ${row.invoiceNumber}`}
              title={compact ? M.void : undefined}
            >
              {compact ? null : M.void}
            </Button>
          }
          title={M.voidTitle}
          cancelLabel={M.keep}
          confirmLabel={M.voidConfirm}
          busyLabel={M.voiding}
          onConfirm={() => onVoid(row.id)}
        >
          {voidQuestion(row.invoiceNumber, formatCents(row.amountCents))}
        </ConfirmDialog>
      ) : null}
      {has.refund ? <RefundDialog row={row} onRefund={onRefund} compact={compact} /> : null}
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
