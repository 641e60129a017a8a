import { Body1, Link, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { Call20Regular, Clock20Regular, Location20Regular, Mail20Regular } from '@fluentui/react-icons';
import { lazy, Suspense, useRef } from 'react';
import { ASSOCIATION } from '../content';
import { phoneHref } from '@/lib/phone';
import { Section } from './Section';
import { useLandingStyles } from '../styles';
import { useNearViewport } from '../hooks/useNearViewport';

// The form (react-hook-form, zod, Fluent's inputs) sits at the bottom of the
// page: it is loaded when the visitor gets near it, not with the page's first paint. The
// service worker precaches its chunk like every other, so it also works offline.
const ContactForm = lazy(() => import('./ContactForm'));

const useStyles = makeStyles({
  // Side by side from 40rem, the form the wider (two equal columns left a large gap
  // beside the form's 536px); one above the other on a phone.
  // the columns follow the section's own width, which the signed-in sidebar shares
  frame: { containerType: 'inline-size' },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    '@container (min-width: 40rem)': { gridTemplateColumns: 'minmax(15rem, 2fr) minmax(0, 3fr)' },
  },
  ways: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  way: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  icon: { flexShrink: 0, marginBlockStart: '2px', color: tokens.colorBrandForeground1 },
  // The height of the loaded one-column form (536px at every width), held while it loads so
  // nothing below moves.
  formSlot: { minHeight: '33.5rem' },
});

export function ContactSection() {
  const styles = useStyles();
  const layout = useLandingStyles();
  return (
    <Section
      id="contact"
      title="Contact the Management"
      lead="Questions about dues, rules, a repair or an event? Write to the board."
    >
      <div className={styles.frame}>
        <div className={styles.columns}>
          <div className={layout.card}>
            <Subtitle1 as="h3">Reach us</Subtitle1>
            <ul className={styles.ways}>
              <li className={styles.way}>
                <Mail20Regular className={styles.icon} aria-hidden="true" />
                <Body1>
                  Email: <Link href={`mailto:${ASSOCIATION.email}`}>{ASSOCIATION.email}</Link>
                </Body1>
              </li>
              <li className={styles.way}>
                <Call20Regular className={styles.icon} aria-hidden="true" />
                <Body1>
                  Phone: <Link href={phoneHref(ASSOCIATION.phone)}>{ASSOCIATION.phone}</Link>
                </Body1>
              </li>
              <li className={styles.way}>
                <Clock20Regular className={styles.icon} aria-hidden="true" />
                <Body1>Office hours: {ASSOCIATION.officeHours}</Body1>
              </li>
              <li className={styles.way}>
                <Location20Regular className={styles.icon} aria-hidden="true" />
                <Body1>Visit: {ASSOCIATION.address.join(', ')}</Body1>
              </li>
            </ul>
          </div>
          <div className={layout.card}>
            <Subtitle1 as="h3" id="contact-form-heading">
              Send us a message
            </Subtitle1>
            <DeferredContactForm labelledBy="contact-form-heading" />
          </div>
        </div>
      </div>
    </Section>
  );
}

function DeferredContactForm({ labelledBy }: { labelledBy: string }) {
  const styles = useStyles();
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  return (
    <div ref={slot} className={styles.formSlot}>
      {near ? (
        <Suspense fallback={null}>
          <ContactForm labelledBy={labelledBy} />
        </Suspense>
      ) : null}
    </div>
  );
}
