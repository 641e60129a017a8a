/**
 * Below this width a table of records becomes a list of cards (the sidebar's breakpoint, 768 px):
 * a 390 px phone cannot show five columns and an action button side by side without clipping
 * them. A module of its own so that code deciding ahead which list to load (the
 * payments desk's route) does not take the table's code with it.
 */
export const CARDS_QUERY = '(max-width: 47.99rem)';
