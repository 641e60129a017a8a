import { Body1, LargeTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES } from '@lakeside/domain';
import { RouterLink } from '@/components/RouterLink';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    paddingBlock: '20vh',
    paddingInline: tokens.spacingHorizontalXXL,
    textAlign: 'center',
    // Spacing comes from the gap, not from the headings' and paragraphs' default margins.
    '& > *': { margin: 0 },
  },
});

export default function NotFoundPage() {
  const styles = useStyles();
  const { pathname } = useLocation();

  // Spec §8: an unknown route is logged (for whoever reads the console), not shown.
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className={styles.page}>
      <LargeTitle as="h1">404</LargeTitle>
      <Body1 as="p">Oops! Page not found</Body1>
      <RouterLink to={ROUTES.home}>Return to Home</RouterLink>
    </div>
  );
}
