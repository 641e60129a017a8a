import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * A payment's figures as a label / value list (`<dl>`), with a bold total: the receipt and the
 * pay page show the same facts the same way. On a phone the labels sit above their values.
 */
export const useReceiptDetailsStyles = makeStyles({
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    '& dt': { color: tokens.colorNeutralForeground2 },
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
    // a phone's 390 px: labels above their values
    '@media (max-width: 480px)': {
      gridTemplateColumns: '1fr',
      rowGap: 0,
      '& dd': { marginBottom: tokens.spacingVerticalS },
    },
  },
  total: { fontWeight: tokens.fontWeightSemibold },
});
