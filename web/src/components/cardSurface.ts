import { shorthands, tokens } from '@fluentui/react-components';

/**
 * Fluent's Card look (filled, medium) as plain styles, to spread into makeStyles. Fluent's Card
 * component brings a keyboard focus manager (tabster, a good deal of code with the Card) for cards
 * that can be focused or clicked; the app's cards are only headed regions of text and controls,
 * and My HOA Account's first screen is all such cards.
 */
export const cardSurface = {
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  boxSizing: 'border-box',
  overflow: 'hidden',
  borderRadius: tokens.borderRadiusMedium,
  backgroundColor: tokens.colorNeutralBackground1,
  boxShadow: tokens.shadow4,
  color: tokens.colorNeutralForeground1,
  // a transparent border, as Fluent's: it shows where colours are forced (high contrast)
  '::after': {
    content: '""',
    position: 'absolute',
    top: 0,
    right: 0,
    bottom: 0,
    left: 0,
    pointerEvents: 'none',
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorTransparentStroke),
    borderRadius: tokens.borderRadiusMedium,
  },
} as const;
