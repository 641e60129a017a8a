import { Body1, Subtitle1, Text } from '@fluentui/react-components';
import { formatCents } from '@lakeside/domain';
import { PROJECT_STATUS_LABELS, PROJECTS, type ProjectStatus } from '../content';
import { ProgressMeter } from './ProgressMeter';
import { Section } from './Section';
import { StatusChip, type ChipTone } from './StatusChip';
import { useDefinitionListStyles } from '@/components/definitionList';
import { useLandingStyles } from '../styles';

const STATUS_COLOR: Record<ProjectStatus, ChipTone> = {
  planning: 'warning',
  'in-progress': 'brand',
  completed: 'success',
};

export function ProjectsSection() {
  const layout = useLandingStyles();
  const facts = useDefinitionListStyles();
  return (
    <Section
      id="projects"
      title="Community Projects"
      lead="Where your dues go: the work under way around the lake and what is planned next."
    >
      <ul className={layout.grid}>
        {PROJECTS.map((project, index) => {
          const titleId = `project-${index}-title`;
          return (
            <li key={project.title} className={layout.card}>
              <div className={layout.cardHeader}>
                <Subtitle1 as="h3" id={titleId}>
                  {project.title}
                </Subtitle1>
                <StatusChip tone={STATUS_COLOR[project.status]}>
                  {PROJECT_STATUS_LABELS[project.status]}
                </StatusChip>
              </div>
              <Body1 as="p">{project.description}</Body1>
              {/* The visible percentage repeats what the bar announces, for sighted readers. */}
              <Text aria-hidden="true" weight="semibold">
                {project.progress}% complete
              </Text>
              <ProgressMeter percent={project.progress} labelledBy={titleId} />
              <dl className={facts.list}>
                <dt>Budget</dt>
                <dd>{formatCents(project.budgetCents)}</dd>
                <dt>Timeline</dt>
                <dd>{project.timeline}</dd>
              </dl>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
