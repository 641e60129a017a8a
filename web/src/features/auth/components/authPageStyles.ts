import { makeStyles, tokens } from '@fluentui/react-components';

/** The auth pages' narrow centred column (the sign-in screen and the e-mail links' page). */
export const useAuthPageStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '30rem',
    marginInline: 'auto',
    padding: tokens.spacingHorizontalXXL,
    // Spacing comes from the gap, not from the heading's default margins.
    '& > h1': { margin: 0 },
  },
  // paragraphs and notes sit on the column's gap, not on their own margins
  text: { margin: 0, overflowWrap: 'anywhere' },
});
