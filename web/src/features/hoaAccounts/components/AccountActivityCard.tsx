import { Body1, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import {
  BILLING_RUN_TEXTS,
  disputeEntryTitle,
  creditOf,
  formatCents,
  STATEMENT_TEXTS,
  selectedYearsLabel,
  type HoaAccountFigures,
} from '@lakeside/domain';
import { CardSkeleton } from '@/components/CardSkeleton';
import { StackedList, StackedListItem } from '@/components/StackedList';
import { TitledCard } from '@/components/TitledCard';
import { formatDateTime } from '@/lib/format';
import { useLive } from '@/hooks/useLive';
import { watchAccountActivity, type AccountActivityRecord } from '../api/hoaAccounts';
import { MY_ACCOUNT_TEXTS as M } from '../texts';

const useStyles = makeStyles({
  text: { margin: 0 },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalM,
  },
  title: { margin: 0 },
  when: { color: tokens.colorNeutralForeground2 },
  line: { margin: 0, overflowWrap: 'anywhere' },
});

/**
 * "Balance $320.00 → $160.00; years owed 2025, 2026 → 2026": what changed, and only that, so a
 * resident reads at a glance what the board or a payment did to their account.
 */
function accountChangeText(before: HoaAccountFigures, after: HoaAccountFigures): string {
  const parts: string[] = [];
  if (before.balanceCents !== after.balanceCents) {
    parts.push(`Balance ${formatCents(before.balanceCents)} → ${formatCents(after.balanceCents)}`);
  }
  const yearsBefore = selectedYearsLabel(before.yearsOwed);
  const yearsAfter = selectedYearsLabel(after.yearsOwed);
  if (yearsBefore !== yearsAfter) parts.push(`years owed ${yearsBefore} → ${yearsAfter}`);
  if (creditOf(before) !== creditOf(after)) {
    parts.push(`credit ${formatCents(creditOf(before))} → ${formatCents(creditOf(after))}`);
  }
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** My HOA Account's trail of one account, live, newest first. */
export function AccountActivityCard({ propertyId }: { propertyId: string }) {
  const styles = useStyles();
  const activity = useLive(propertyId, watchAccountActivity, { title: 'Error', body: M.loadActivityFailed });
  if (activity.status === 'loading') return <CardSkeleton label={M.loadingActivity} lines={2} />;
  return (
    <TitledCard title={M.accountActivity}>
      {activity.status === 'error' ? (
        <Body1 as="p" className={styles.text}>
          {M.loadActivityFailed}
        </Body1>
      ) : null}
      {activity.status === 'ready' && activity.value.length === 0 ? (
        <Body1 as="p" className={styles.text}>
          {M.noActivity}
        </Body1>
      ) : null}
      {activity.status === 'ready' && activity.value.length > 0 ? (
        <StackedList label={M.accountActivity}>
          {activity.value.map((entry) => (
            <ActivityItem key={entry.id} entry={entry} />
          ))}
        </StackedList>
      ) : null}
    </TitledCard>
  );
}

function activityTitle(entry: AccountActivityRecord): string {
  if (entry.kind === 'payment') return M.paymentApplied;
  // a recorded payment the board voided: which one, and why, below
  if (entry.kind === 'paymentVoided') return M.paymentVoided(entry.invoiceNumber);
  // money given back by the board: the years it put back show as the change below
  if (entry.kind === 'refund') return M.refund(formatCents(entry.amountCents), entry.invoiceNumber);
  // a payer's dispute with their bank: opened, won, or lost (the years owed again below)
  if (entry.kind === 'dispute') return disputeEntryTitle(entry);
  // '2027 dues billed: $175.00, due March 31, 2027'
  if (entry.kind === 'duesBilled')
    return BILLING_RUN_TEXTS.duesBilled(entry.year, entry.amountCents, entry.dueDate);
  return M.adminEdit;
}

function ActivityItem({ entry }: { entry: AccountActivityRecord }) {
  const styles = useStyles();
  const change = accountChangeText(entry.before, entry.after);
  return (
    <StackedListItem>
      <div className={styles.header}>
        <Subtitle2 as="h3" className={styles.title}>
          {activityTitle(entry)}
        </Subtitle2>
        <Caption1 className={styles.when}>{formatDateTime(entry.at)}</Caption1>
      </div>
      {entry.kind === 'payment' ? (
        <Body1 as="p" className={styles.line}>
          Invoice {entry.invoiceNumber} · years {selectedYearsLabel(entry.yearsPaid)} ·{' '}
          {formatCents(entry.amountCents)}
          {entry.paymentMethod ? ` · ${entry.paymentMethod}` : ''}
        </Body1>
      ) : null}
      {entry.kind === 'payment' && (entry.partPaid || entry.creditAddedCents) ? (
        <Body1 as="p" className={styles.line}>
          {[
            entry.partPaid
              ? STATEMENT_TEXTS.partPaid(entry.partPaid.year, formatCents(entry.partPaid.leftCents))
              : '',
            entry.creditAddedCents ? STATEMENT_TEXTS.creditAdded(formatCents(entry.creditAddedCents)) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Body1>
      ) : null}
      {entry.kind === 'paymentVoided' || entry.kind === 'refund' ? (
        <Body1 as="p" className={styles.line}>
          {entry.reason}
        </Body1>
      ) : null}
      {change ? (
        <Body1 as="p" className={styles.line}>
          {change}
        </Body1>
      ) : null}
    </StackedListItem>
  );
}
