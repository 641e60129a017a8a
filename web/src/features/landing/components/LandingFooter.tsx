import { Body1, Link, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { ASSOCIATION, EMERGENCY_CONTACTS, LANDING_SECTIONS } from '../content';
import { phoneHref } from '@/lib/phone';

const useStyles = makeStyles({
  footer: {
    backgroundColor: tokens.colorNeutralBackground3,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
    gap: tokens.spacingHorizontalXXL,
    maxWidth: '72rem',
    marginInline: 'auto',
    paddingBlock: tokens.spacingVerticalXXL,
    paddingInline: tokens.spacingHorizontalXL,
  },
  column: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    '& > *': { margin: 0 },
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  address: { fontStyle: 'normal' },
  fineprint: {
    // a block, or Fluent's Text stays inline and the width and centring below do nothing: the
    // line sat at the window's edge instead of under the columns
    display: 'block',
    maxWidth: '72rem',
    marginInline: 'auto',
    marginBlock: 0,
    paddingBlockEnd: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalXL,
    color: tokens.colorNeutralForeground2,
  },
});

/** Address, quick links and emergency contacts (spec §2). */
export function LandingFooter() {
  const styles = useStyles();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div className={styles.column}>
          <Subtitle2 as="h2">{ASSOCIATION.fullName}</Subtitle2>
          <address className={styles.address}>
            {ASSOCIATION.address.map((line) => (
              <Body1 key={line} block>
                {line}
              </Body1>
            ))}
          </address>
          <Body1 as="p">
            <Link href={`mailto:${ASSOCIATION.email}`}>{ASSOCIATION.email}</Link>
            <br />
            <Link href={phoneHref(ASSOCIATION.phone)}>{ASSOCIATION.phone}</Link>
          </Body1>
        </div>
        <nav aria-label="Quick links" className={styles.column}>
          <Subtitle2 as="h2">Quick links</Subtitle2>
          <ul className={styles.list}>
            {LANDING_SECTIONS.filter((section) => section.id !== 'home').map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`}>{section.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <Subtitle2 as="h2">Emergency contacts</Subtitle2>
          <ul className={styles.list}>
            {EMERGENCY_CONTACTS.map((contact) => (
              <li key={contact.label}>
                <Body1>
                  {contact.label}: <Link href={phoneHref(contact.phone)}>{contact.phone}</Link>
                </Body1>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <Body1 as="p" className={styles.fineprint}>
        © {new Date().getFullYear()} {ASSOCIATION.fullName}
      </Body1>
    </footer>
  );
}
