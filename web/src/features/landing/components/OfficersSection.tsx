import { Body1, Link, Subtitle1 } from '@fluentui/react-components';
import { OFFICERS } from '../content';
import { phoneHref } from '../format';
import { Section } from './Section';
import { useDefinitionListStyles } from '@/components/definitionList';
import { useLandingStyles } from '../styles';

export function OfficersSection() {
  const layout = useLandingStyles();
  const facts = useDefinitionListStyles();
  return (
    <Section
      id="officers"
      title="Board of Officers"
      lead="Volunteer neighbours elected at the annual meeting. Reach out to them directly."
    >
      <ul className={layout.grid}>
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
    </Section>
  );
}
