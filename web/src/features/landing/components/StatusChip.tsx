import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export type ChipTone = 'brand' | 'danger' | 'informative' | 'subtle' | 'success' | 'warning';

// The look of Fluent's tint Badge (same tokens; its border drawn as an inset shadow) on a plain
// span: the Badge component carries every size, shape and appearance it has,
// and the landing page needs six colours.
const useStyles = makeStyles({
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: '20px',
    paddingInline: `calc(${tokens.spacingHorizontalXS} + ${tokens.spacingHorizontalXXS})`,
    borderRadius: tokens.borderRadiusCircular,
    whiteSpace: 'nowrap',
    ...typographyStyles.caption1Strong,
  },
  brand: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorBrandStroke2}`,
  },
  danger: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground1,
    boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorPaletteRedBorder1}`,
  },
  informative: {
    backgroundColor: tokens.colorNeutralBackground4,
    color: tokens.colorNeutralForeground3,
    boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorNeutralStroke2}`,
  },
  subtle: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
    boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorNeutralStroke2}`,
  },
  success: {
    backgroundColor: tokens.colorPaletteGreenBackground1,
    color: tokens.colorPaletteGreenForeground1,
    boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorPaletteGreenBorder1}`,
  },
  warning: {
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorPaletteYellowForeground1,
    boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorPaletteYellowBorder1}`,
  },
});

/** A small coloured label: an event's, project's or announcement's status, type or priority. */
export function StatusChip({ tone, children }: { tone: ChipTone; children: ReactNode }) {
  const styles = useStyles();
  return <span className={mergeClasses(styles.chip, styles[tone])}>{children}</span>;
}
