import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * A label / value list (`<dl>`) in two columns: muted labels, values beside them. Used by the
 * landing page's facts (dates, budgets, phone numbers) and by the cards of the signed-in pages.
 */
export const useDefinitionListStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    '& dt': { color: tokens.colorNeutralForeground2 },
    '& dd': { margin: 0 },
  },
});
