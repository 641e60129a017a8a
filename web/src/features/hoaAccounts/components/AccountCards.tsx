import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentTextRegular } from '@fluentui/react-icons';
import {
  AGING_TEXTS,
  HOA_ACCOUNT_TEXTS,
  agedBalance,
  creditOf,
  formatCents,
  hoaToday,
  selectedYearsLabel,
  STATEMENT_TEXTS,
  statementPath,
  type DuesSchedule,
} from '@lakeside/domain';
import { useMemo } from 'react';
import { RouterButtonLink } from '@/components/RouterButtonLink';
import { TitledCard } from '@/components/TitledCard';
import type { HoaAccountRecord } from '../api/hoaAccounts';

const useStyles = makeStyles({
  // paragraphs sit on the card's own gap, not on the browser's em-sized margins
  text: { margin: 0 },
  balance: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export function AccountBalanceCard({ account }: { account: HoaAccountRecord }) {
  const styles = useStyles();
  return (
    <TitledCard title="Account Balance">
      <Body1
        as="p"
        className={styles.balance}
        aria-label={`Current balance ${formatCents(account.balanceCents)}`}
      >
        {formatCents(account.balanceCents)}
      </Body1>
      <Body1 as="p" className={styles.text}>
        Outstanding years: {selectedYearsLabel(account.yearsOwed)}
      </Body1>
      {creditOf(account) > 0 ? (
        <Body1 as="p" className={styles.text}>
          {HOA_ACCOUNT_TEXTS.creditHeld(formatCents(creditOf(account)))}
        </Body1>
      ) : null}
      {/* every charge and payment with a running balance, printable */}
      <div>
        <RouterButtonLink to={statementPath(account.propertyId)} icon={<DocumentTextRegular />}>
          {STATEMENT_TEXTS.viewStatement}
        </RouterButtonLink>
      </div>
    </TitledCard>
  );
}

/**
 * What of the balance is past its due date and what is not due yet, with the payment cards it
 * leads (it needs the rates they read): 'Past due: $160.00 (2026)', 'Not yet due: $180.00
 * (2027, due March 31, 2027)'.
 */
export function DueDatesCard({ account, schedule }: { account: HoaAccountRecord; schedule: DuesSchedule }) {
  const styles = useStyles();
  const aged = useMemo(
    () => agedBalance(account, schedule.rates, schedule.dueDates, hoaToday(new Date())),
    [account, schedule],
  );
  if (account.yearsOwed.length === 0) return null;
  return (
    <TitledCard title={AGING_TEXTS.cardTitle}>
      {aged.pastDueCents > 0 ? (
        <Body1 as="p" className={styles.text}>
          {AGING_TEXTS.pastDue}: {AGING_TEXTS.pastDueLine(aged)}
        </Body1>
      ) : null}
      {aged.notYetDueCents > 0 ? (
        <Body1 as="p" className={styles.text}>
          {AGING_TEXTS.notYetDue}: {AGING_TEXTS.notYetDueLine(aged)}
        </Body1>
      ) : null}
    </TitledCard>
  );
}
