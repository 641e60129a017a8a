import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ApprovalStatus } from '@lakeside/domain';
import type { ProfileRecord } from '@/features/auth';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
  },
  card: { padding: tokens.spacingHorizontalL },
  count: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800 },
});

const CARDS: { status: ApprovalStatus; label: string }[] = [
  { status: 'pending', label: 'Pending Approval' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
];

/** The three count cards of spec §2 "User management". */
export function StatusCounts({ profiles }: { profiles: ProfileRecord[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.grid} aria-label="Registrations by status" style={{ listStyleType: 'none' }}>
      {CARDS.map(({ status, label }) => {
        const count = profiles.filter((p) => p.approvalStatus === status).length;
        return (
          <li key={status}>
            <Card className={styles.card} aria-label={`${label}: ${count}`}>
              <Text weight="semibold">{label}</Text>
              <Text className={styles.count} aria-hidden="true">
                {count}
              </Text>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
