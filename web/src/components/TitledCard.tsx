import { Body1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { cardSurface } from './cardSurface';

const useStyles = makeStyles({
  card: { ...cardSurface, padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  title: { margin: 0 },
  // paragraphs sit on the card's own gap, not on the browser's em-sized margins
  text: { margin: 0 },
});

/** A card with an h2 title, so each card is a named region of the page. */
export function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const id = `card-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <Subtitle1 as="h2" id={id} className={styles.title}>
        {title}
      </Subtitle1>
      {children}
    </section>
  );
}

/** A titled card that only says something: an empty state, a refusal, an error. */
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
