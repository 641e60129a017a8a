import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  makeStyles,
  Subtitle2,
  tokens,
  useId,
} from '@fluentui/react-components';
import { formatAddress, ownerFullName, type ApprovalStatus } from '@lakeside/domain';
import { useDefinitionListStyles } from '@/components/definitionList';
import type { ProfileRecord } from '@/features/auth';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  name: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  email: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hint: { margin: 0, color: tokens.colorNeutralForeground2 },
});

const APPROVE_AFTER_VERIFICATION = 'Can be approved once the email address is verified.';

/** Auth's word on the address, as last copied to the profile; nothing before the first check. */
function EmailVerification({ verified }: { verified: boolean | undefined }) {
  if (verified === undefined) return null;
  return verified ? (
    <Badge appearance="outline" color="success" size="small">
      Verified
    </Badge>
  ) : (
    <Badge appearance="outline" color="warning" size="small">
      Not verified
    </Badge>
  );
}

const BADGE: Record<ApprovalStatus, { label: string; color: 'warning' | 'success' | 'danger' }> = {
  pending: { label: 'Pending', color: 'warning' },
  approved: { label: 'Approved', color: 'success' },
  rejected: { label: 'Rejected', color: 'danger' },
};

const registrationDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

interface ProfileCardProps {
  profile: ProfileRecord;
  updating: boolean;
  onChangeStatus: (status: ApprovalStatus) => void;
}

/** One registration: who, where, when, and the changes spec §4 allows from its status. */
export function ProfileCard({ profile, updating, onChangeStatus }: ProfileCardProps) {
  const styles = useStyles();
  const details = useDefinitionListStyles();
  const fullName = ownerFullName(profile) || profile.email;
  const badge = BADGE[profile.approvalStatus];
  const hintId = useId('approve-hint');
  // Only a known "not verified" disables Approve; before the first check the server decides.
  const unverified = profile.emailVerified === false;
  return (
    <Card className={styles.card} aria-label={fullName} aria-busy={updating}>
      <div className={styles.header}>
        <Subtitle2 as="h2" className={styles.name}>
          {fullName}
        </Subtitle2>
        <Badge appearance="tint" color={badge.color}>
          {badge.label}
        </Badge>
      </div>
      <dl className={details.list}>
        <dt>Email</dt>
        <dd className={styles.email}>
          <Body1>{profile.email}</Body1>
          <EmailVerification verified={profile.emailVerified} />
        </dd>
        <dt>Address</dt>
        <dd>
          <Body1>{formatAddress(profile)}</Body1>
        </dd>
        <dt>Registered</dt>
        <dd>
          <Body1>{profile.createdAt ? registrationDate.format(profile.createdAt.toDate()) : '—'}</Body1>
        </dd>
      </dl>
      <div className={styles.actions}>
        {profile.approvalStatus === 'pending' ? (
          <>
            <Button
              appearance="primary"
              disabled={updating || unverified}
              aria-describedby={unverified ? hintId : undefined}
              onClick={() => onChangeStatus('approved')}
            >
              Approve
            </Button>
            <Button disabled={updating} onClick={() => onChangeStatus('rejected')}>
              Reject
            </Button>
          </>
        ) : (
          <Button disabled={updating} onClick={() => onChangeStatus('pending')}>
            Reset to Pending
          </Button>
        )}
      </div>
      {profile.approvalStatus === 'pending' && unverified ? (
        <Caption1 id={hintId} as="p" className={styles.hint}>
          {APPROVE_AFTER_VERIFICATION}
        </Caption1>
      ) : null}
    </Card>
  );
}
