import { Body1, Card, CardHeader, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import {
  HOA_ACCOUNT_MESSAGES,
  coOwners,
  formatAddress,
  formatCents,
  ownerFullName,
  selectedYearsLabel,
} from '@lakeside/domain';
import type { ReactNode } from 'react';
import { useDefinitionListStyles } from '../../components/definitionList';
import type { HoaAccountRecord } from '../../data/hoaAccounts';
import type { PropertyRecord } from '../../data/properties';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  title: { margin: 0 },
  // paragraphs sit on the card's own gap, not on the browser's em-sized margins
  text: { margin: 0 },
  balance: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** A card with an h2 title, so each card is a named region of the page. */
export function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const id = `card-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className={styles.card} role="region" aria-labelledby={id}>
      <CardHeader
        header={
          <Subtitle1 as="h2" id={id} className={styles.title}>
            {title}
          </Subtitle1>
        }
      />
      {children}
    </Card>
  );
}

export function PropertyInformationCard({ property, uid }: { property: PropertyRecord; uid: string }) {
  const details = useDefinitionListStyles();
  const others = coOwners(property.owners, uid);
  return (
    <TitledCard title="Property Information">
      <dl className={details.list}>
        <dt>Address</dt>
        <dd>{formatAddress(property)}</dd>
        <dt>Co-owners</dt>
        <dd>{others.length === 0 ? 'None' : others.map(ownerFullName).join(', ')}</dd>
      </dl>
    </TitledCard>
  );
}

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
    </TitledCard>
  );
}

/** Filled by the payments issue; until then residents have no payments to list. */
export function PaymentHistoryCard() {
  const styles = useStyles();
  return (
    <TitledCard title="Payment History">
      <Body1 as="p" className={styles.text}>
        {HOA_ACCOUNT_MESSAGES.noPaymentHistory}
      </Body1>
    </TitledCard>
  );
}

export function NoticeCard({ title, text }: { title: string; text: string }) {
  const styles = useStyles();
  return (
    <TitledCard title={title}>
      <Body1 as="p" className={styles.text}>
        {text}
      </Body1>
    </TitledCard>
  );
}
