import { Body1, Subtitle1 } from '@fluentui/react-components';
import { EVENT_STATUS_LABELS, EVENTS, type EventStatus } from '../content';
import { formatEventDate } from '../format';
import { Section } from './Section';
import { StatusChip, type ChipTone } from './StatusChip';
import { useDefinitionListStyles } from '@/components/definitionList';
import { useLandingStyles } from '../styles';

const STATUS_COLOR: Record<EventStatus, ChipTone> = {
  upcoming: 'informative',
  'registration-open': 'success',
  cancelled: 'danger',
};

export function EventsSection() {
  const layout = useLandingStyles();
  const facts = useDefinitionListStyles();
  return (
    <Section
      id="events"
      title="Upcoming Events"
      lead="Everyone who lives at the lake is welcome, with family and guests."
      tinted
    >
      <ul className={layout.grid}>
        {EVENTS.map((event) => (
          <li key={event.title} className={layout.card}>
            <div className={layout.cardHeader}>
              <Subtitle1 as="h3">{event.title}</Subtitle1>
              <StatusChip tone={STATUS_COLOR[event.status]}>{EVENT_STATUS_LABELS[event.status]}</StatusChip>
            </div>
            <dl className={facts.list}>
              <dt>Date</dt>
              <dd>
                <time dateTime={event.date}>{formatEventDate(event.date)}</time>
              </dd>
              <dt>Time</dt>
              <dd>{event.time}</dd>
              <dt>Location</dt>
              <dd>{event.location}</dd>
            </dl>
            <Body1 as="p">{event.description}</Body1>
          </li>
        ))}
      </ul>
    </Section>
  );
}
