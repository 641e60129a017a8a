import { Caption1, makeStyles, Subtitle2, Title2, tokens } from '@fluentui/react-components';
import { cardSurface } from '@/components/cardSurface';
import { formatCents } from '@lakeside/domain';
import type { DeskTotals } from '../model/summary';
import { PAYMENTS_DESK_TEXTS as M } from '../texts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    // three side by side where there is room, one under another on a phone
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    padding: 0,
  },
  card: {
    ...cardSurface,
    padding: tokens.spacingHorizontalL,
    gap: tokens.spacingVerticalXXS,
    height: '100%',
  },
  text: { margin: 0 },
  figure: { margin: 0, fontVariantNumeric: 'tabular-nums' },
  counting: { margin: 0, color: tokens.colorNeutralForeground2 },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * Spec §2's three summary cards: Total Revenue, Pending Payments, Total Outstanding. `totals` is
 * null while payments are still being read: the cards say so rather than show a partial sum.
 */
export function SummaryCards({ totals }: { totals: DeskTotals | null }) {
  const styles = useStyles();
  const cards = [
    { id: 'revenue', title: M.totalRevenue, cents: totals?.revenueCents, note: M.totalRevenueNote },
    { id: 'pending', title: M.pendingPayments, cents: totals?.pendingCents, note: M.pendingPaymentsNote },
    {
      id: 'outstanding',
      title: M.totalOutstanding,
      cents: totals?.outstandingCents,
      note: M.totalOutstandingNote,
    },
  ];
  return (
    <ul className={styles.grid} aria-label="Summary">
      {cards.map((card) => (
        <li key={card.id}>
          <div className={styles.card} role="group" aria-labelledby={`summary-${card.id}`}>
            <Subtitle2 as="h2" id={`summary-${card.id}`} className={styles.text}>
              {card.title}
            </Subtitle2>
            {/* the same type size either way, so the cards do not jump when the sums arrive */}
            <Title2 as="p" className={card.cents === undefined ? styles.counting : styles.figure}>
              {card.cents === undefined ? M.counting : formatCents(card.cents)}
            </Title2>
            <Caption1 as="p" className={styles.note}>
              {card.note}
            </Caption1>
          </div>
        </li>
      ))}
    </ul>
  );
}
