import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentTextRegular } from '@fluentui/react-icons';
import { formatCents, selectedYearsLabel, STATEMENT_TEXTS, statementPath } from '@lakeside/domain';
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
      {/* every charge and payment with a running balance, printable */}
      <div>
        <RouterButtonLink to={statementPath(account.propertyId)} icon={<DocumentTextRegular />}>
          {STATEMENT_TEXTS.viewStatement}
        </RouterButtonLink>
      </div>
    </TitledCard>
  );
}
