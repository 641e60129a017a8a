/**
 * Styles for text that screen readers read and the screen does not show (e.g. which receipt a
 * "View receipt" link opens, or a collapsed sidebar's labels). Spread into makeStyles.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
