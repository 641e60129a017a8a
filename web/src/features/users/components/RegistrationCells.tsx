import { Badge, Body1, Button, Caption1, makeStyles, tokens, useId } from '@fluentui/react-components';
import type { ApprovalStatus } from '@lakeside/domain';
import type { ProfileRecord } from '@/features/auth';

// The pieces of one registration on the users screen (spec §2 User management), laid out by
// RecordTable as a table row on a desktop and a card on a phone.

const useStyles = makeStyles({
  email: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hint: { margin: 0, color: tokens.colorNeutralForeground2, maxWidth: '16rem' },
});

const BADGE: Record<ApprovalStatus, { label: string; color: 'warning' | 'success' | 'danger' }> = {
  pending: { label: 'Pending', color: 'warning' },
  approved: { label: 'Approved', color: 'success' },
  rejected: { label: 'Rejected', color: 'danger' },
};

export function StatusBadge({ status }: { status: ApprovalStatus }) {
  const badge = BADGE[status];
  return (
    <Badge appearance="tint" color={badge.color}>
      {badge.label}
    </Badge>
  );
}

/** The address and Auth's word on it, as last copied to the profile; nothing before the first check. */
export function EmailWithVerification({ profile }: { profile: ProfileRecord }) {
  const styles = useStyles();
  return (
    <span className={styles.email}>
      <Body1>{profile.email}</Body1>
      {profile.emailVerified === undefined ? null : profile.emailVerified ? (
        <Badge appearance="outline" color="success" size="small">
          Verified
        </Badge>
      ) : (
        <Badge appearance="outline" color="warning" size="small">
          Not verified
        </Badge>
      )}
    </span>
  );
}

const registrationDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function registeredOn(profile: ProfileRecord): string {
  return profile.createdAt ? registrationDate.format(profile.createdAt.toDate()) : '—';
}

const APPROVE_AFTER_VERIFICATION = 'Can be approved once the email address is verified.';

interface RegistrationActionsProps {
  profile: ProfileRecord;
  updating: boolean;
  onChangeStatus: (status: ApprovalStatus) => void;
}

/** The changes spec §4 allows from the registration's status, disabled while one runs. */
export function RegistrationActions({ profile, updating, onChangeStatus }: RegistrationActionsProps) {
  const styles = useStyles();
  const hintId = useId('approve-hint');
  // Only a known "not verified" disables Approve; before the first check the server decides.
  const unverified = profile.emailVerified === false;
  if (profile.approvalStatus !== 'pending') {
    return (
      <div className={styles.actions}>
        <Button disabled={updating} onClick={() => onChangeStatus('pending')}>
          Reset to Pending
        </Button>
      </div>
    );
  }
  return (
    <>
      <div className={styles.actions}>
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
      </div>
      {unverified ? (
        <Caption1 id={hintId} as="p" className={styles.hint}>
          {APPROVE_AFTER_VERIFICATION}
        </Caption1>
      ) : null}
    </>
  );
}
