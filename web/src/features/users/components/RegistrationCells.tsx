import { Badge, Body1, Button, Caption1, makeStyles, tokens, useId } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { madeOnFirstUse, RESEND_VERIFICATION_TEXTS, type ApprovalStatus } from '@lakeside/domain';
import type { ProfileRecord } from '@/features/auth';
import { formatDate } from '@/lib/format';

// The pieces of one registration on the users screen (spec §2 User management), laid out by
// RecordTable as a table row on a desktop and a card on a phone.

const useStyles = makeStyles({
  // a long address breaks inside its cell instead of running into the next column
  email: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
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

const daysAgo = madeOnFirstUse(() => new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 'Nov 20, 2026 · 6 days ago': the date, and how long the registrant has waited, so
 * the board sees at a glance who has waited too long.
 */
export function registeredOn(profile: ProfileRecord, now: Date = new Date()): string {
  if (!profile.createdAt) return '—';
  const created = profile.createdAt.toDate();
  const days = Math.max(0, Math.floor((now.getTime() - created.getTime()) / DAY_MS));
  return `${formatDate(created)} · ${daysAgo().format(-days, 'day')}`;
}

const APPROVE_AFTER_VERIFICATION = 'Can be approved once the email address is verified.';

interface RegistrationActionsProps {
  profile: ProfileRecord;
  updating: boolean;
  onChangeStatus: (status: ApprovalStatus) => void;
  /** sends the verification link again; `resending` while it goes */
  resending: boolean;
  onResendVerification: () => void;
}

/** The changes spec §4 allows from the registration's status, disabled while one runs. */
export function RegistrationActions({
  profile,
  updating,
  onChangeStatus,
  resending,
  onResendVerification,
}: RegistrationActionsProps) {
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
        <>
          <Caption1 id={hintId} as="p" className={styles.hint}>
            {APPROVE_AFTER_VERIFICATION}
          </Caption1>
          {/* the way forward when the registrant lost or never got the link */}
          <div>
            <Button
              size="small"
              icon={<MailRegular />}
              disabled={resending}
              aria-label={`${RESEND_VERIFICATION_TEXTS.button} to ${profile.email}`}
              onClick={onResendVerification}
            >
              {RESEND_VERIFICATION_TEXTS.button}
            </Button>
          </div>
        </>
      ) : null}
    </>
  );
}
