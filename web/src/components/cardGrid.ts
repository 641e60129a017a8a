import { tokens } from '@fluentui/react-components';

/**
 * A `<ul>` laid out as a grid of cards, its list look removed (spread into makeStyles): as many
 * columns of at least `minColumn` as fit, `fill` deciding whether empty columns keep their place
 * ('auto-fill') or the cards stretch into them ('auto-fit').
 */
export function cardGridList(minColumn: string, fill: 'auto-fill' | 'auto-fit' = 'auto-fill') {
  return {
    display: 'grid',
    gridTemplateColumns: `repeat(${fill}, minmax(${minColumn}, 1fr))`,
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  } as const;
}
