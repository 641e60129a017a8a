import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import type { ApprovalStatus } from '@lakeside/domain';
import { cardGridList } from '@/components/cardGrid';

const useStyles = makeStyles({
  grid: cardGridList('6.5rem', 'auto-fit'),
  // a card that is a button: the count filters the list
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    width: '100%',
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  pressed: {
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  count: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800 },
});

const CARDS: { status: ApprovalStatus; label: string }[] = [
  { status: 'pending', label: 'Pending Approval' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
];

interface StatusCountsProps {
  counts: Record<ApprovalStatus, number>;
  /** the status the list is narrowed to; null for all */
  selected: ApprovalStatus | null;
  onSelect: (status: ApprovalStatus | null) => void;
}

/**
 * The three count cards of spec §2 "User management". Each also filters the list to its status;
 * pressing the pressed one again shows everyone.
 */
export function StatusCounts({ counts, selected, onSelect }: StatusCountsProps) {
  const styles = useStyles();
  return (
    <ul className={styles.grid} aria-label="Registrations by status">
      {CARDS.map(({ status, label }) => (
        <li key={status}>
          <button
            type="button"
            className={mergeClasses(styles.card, selected === status && styles.pressed)}
            aria-pressed={selected === status}
            onClick={() => onSelect(selected === status ? null : status)}
          >
            <Text weight="semibold">{label}</Text>{' '}
            {/* the button's name is what it shows: 'Pending Approval 12' */}
            <Text className={styles.count}>{counts[status]}</Text>
          </button>
        </li>
      ))}
    </ul>
  );
}
