import { makeStyles, tokens } from '@fluentui/react-components';
import { cardGridList } from '@/components/cardGrid';

// Layout shared by the landing sections: a centred column, a responsive card grid and the
// card itself. Plain elements with Fluent tokens rather than Fluent's Card: Card brings
// focus-management code (tabster) that the landing page's small bundle has no room for, and
// these cards are not interactive anyway.
export const useLandingStyles = makeStyles({
  inner: {
    maxWidth: '72rem',
    marginInline: 'auto',
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalXL,
  },
  grid: cardGridList('min(100%, 16rem)'),
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    // Spacing comes from the gap, not from the headings' and paragraphs' default margins.
    '& > *': { margin: 0 },
  },
  cardHeader: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    // the heading beside the badges, without its default margin
    '& > *': { margin: 0 },
  },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground2 },
});
