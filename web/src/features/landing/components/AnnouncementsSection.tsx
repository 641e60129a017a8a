import { Body1, Caption1, Subtitle1 } from '@fluentui/react-components';
import {
  ANNOUNCEMENT_PRIORITY_LABELS,
  ANNOUNCEMENT_TYPE_LABELS,
  ANNOUNCEMENTS,
  type AnnouncementPriority,
  type AnnouncementType,
} from '../content';
import { formatDate } from '../format';
import { Section } from './Section';
import { StatusChip, type ChipTone } from './StatusChip';
import { useLandingStyles } from '../styles';

const TYPE_COLOR: Record<AnnouncementType, ChipTone> = {
  info: 'informative',
  celebration: 'success',
  reminder: 'warning',
  important: 'danger',
};

const PRIORITY_COLOR: Record<AnnouncementPriority, ChipTone> = {
  high: 'danger',
  medium: 'warning',
  low: 'subtle',
};

export function AnnouncementsSection() {
  const layout = useLandingStyles();
  return (
    <Section id="announcements" title="Announcements" lead="The latest news from the board." tinted>
      <ul className={layout.grid}>
        {ANNOUNCEMENTS.map((announcement) => (
          <li key={announcement.title} className={layout.card}>
            <div className={layout.badges}>
              <StatusChip tone={TYPE_COLOR[announcement.type]}>
                {ANNOUNCEMENT_TYPE_LABELS[announcement.type]}
              </StatusChip>
              <StatusChip tone={PRIORITY_COLOR[announcement.priority]}>
                {ANNOUNCEMENT_PRIORITY_LABELS[announcement.priority]}
              </StatusChip>
            </div>
            <Subtitle1 as="h3">{announcement.title}</Subtitle1>
            <Caption1 as="p" className={layout.muted}>
              <time dateTime={announcement.date}>{formatDate(announcement.date)}</time>
            </Caption1>
            <Body1 as="p">{announcement.body}</Body1>
          </li>
        ))}
      </ul>
    </Section>
  );
}
