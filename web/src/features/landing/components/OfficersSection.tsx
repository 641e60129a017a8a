import { Body1, Link, makeStyles, mergeClasses, Subtitle1 } from '@fluentui/react-components';
import { OFFICERS } from '../content';
import { phoneHref } from '@/lib/phone';
import { Section } from './Section';
import { useDefinitionListStyles } from '@/components/definitionList';
import { useLandingStyles } from '../styles';

// Four officers: four across, two by two, or one above the other, never three and a lone one.
// A container query: the space depends on the signed-in sidebar, not the viewport.
const useStyles = makeStyles({
  container: { containerType: 'inline-size' },
  grid: {
    gridTemplateColumns: '1fr',
    '@container (min-width: 34rem)': { gridTemplateColumns: 'repeat(2, 1fr)' },
    '@container (min-width: 66rem)': { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export function OfficersSection() {
  const layout = useLandingStyles();
  const styles = useStyles();
  const facts = useDefinitionListStyles();
  return (
    <Section
      id="officers"
      title="Board of Officers"
      lead="Volunteer neighbours elected at the annual meeting. Reach out to them directly."
    >
      <div className={styles.container}>
        <ul className={mergeClasses(layout.grid, styles.grid)}>
          {OFFICERS.map((officer) => (
            <li key={officer.position} className={layout.card}>
              <Body1 as="p" className={layout.muted}>
                {officer.position}
              </Body1>
              <Subtitle1 as="h3">{officer.name}</Subtitle1>
              <dl className={facts.list}>
                <dt>Email</dt>
                <dd>
                  <Link href={`mailto:${officer.email}`}>{officer.email}</Link>
                </dd>
                <dt>Phone</dt>
                <dd>
                  <Link href={phoneHref(officer.phone)}>{officer.phone}</Link>
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
