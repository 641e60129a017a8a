import { Body1, Button, Caption1, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { Mail20Regular } from '@fluentui/react-icons';
import { SPONSORS, SPONSORSHIP } from '../content';
import { Section } from './Section';
import { useLandingStyles } from '../styles';

const useStyles = makeStyles({
  invite: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    marginBlockStart: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
  },
  inviteText: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxWidth: '40rem',
    '& > *': { margin: 0 },
  },
});

export function SponsorsSection() {
  const styles = useStyles();
  const layout = useLandingStyles();
  return (
    <Section
      id="sponsors"
      title="Our Sponsors"
      lead="Local partners who support the lake and our events."
      tinted
    >
      <ul className={layout.grid}>
        {SPONSORS.map((sponsor) => (
          <li key={sponsor.name} className={layout.card}>
            <Caption1 as="p" className={layout.muted}>
              {sponsor.category}
            </Caption1>
            <Subtitle1 as="h3">{sponsor.name}</Subtitle1>
            <Body1 as="p">{sponsor.description}</Body1>
          </li>
        ))}
      </ul>
      <div className={styles.invite}>
        <div className={styles.inviteText}>
          <Subtitle1 as="h3">{SPONSORSHIP.title}</Subtitle1>
          <Body1 as="p">{SPONSORSHIP.body}</Body1>
        </div>
        <Button as="a" href={`mailto:${SPONSORSHIP.email}`} appearance="primary" icon={<Mail20Regular />}>
          Email {SPONSORSHIP.email}
        </Button>
      </div>
    </Section>
  );
}
