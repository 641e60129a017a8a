import { Body1, Link, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { ASSOCIATION_IDENTITY as A, associationAddressLine } from '@lakeside/domain';
import { phoneHref } from '@/lib/phone';
import { CONTACT_LINE_LEAD } from './texts';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0 },
  contact: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/**
 * Who asks for the money: the association's mark and full name, on pages a stranger
 * may reach without the app's chrome (the pay link), so they know whom they are paying.
 */
export function AssociationHeader() {
  const styles = useStyles();
  return (
    <p className={styles.header}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <Subtitle2>{A.fullName}</Subtitle2>
    </p>
  );
}

/** How to reach the board about a payment: e-mail, phone and the clubhouse's address. */
export function AssociationContactLine() {
  const styles = useStyles();
  return (
    <Body1 as="p" className={styles.contact}>
      {CONTACT_LINE_LEAD} <Link href={`mailto:${A.email}`}>{A.email}</Link> ·{' '}
      <Link href={phoneHref(A.phone)}>{A.phone}</Link> · {associationAddressLine()}
    </Body1>
  );
}
