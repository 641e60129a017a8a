import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

const useStyles = makeStyles({
  shell: { display: 'flex', minHeight: '100vh' },
  column: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  // Focused by the skip link when a page has no <h1>: no ring around the whole page.
  main: { flexGrow: 1, ':focus': { outlineStyle: 'none' } },
  // the top bar's place while its code loads: the page below does not jump when it arrives
  barPlaceholder: { minHeight: '49px', flexShrink: 0 },
});

/** The top bar's place, kept while the bar's code or the session is on its way. */
export function BarPlaceholder() {
  return <div className={useStyles().barPlaceholder} />;
}

/**
 * The page's frame: the skip link, the sidebar's column, then the top bar above <main>. AppLayout
 * fills it; index.html's pre-rendered copy of My HOA Account's first screen is this frame too
 * (app/prerenderMyAccountShell.tsx), so the two match to the pixel.
 */
export function LayoutFrame({
  sidebar,
  bar,
  children,
}: {
  sidebar?: ReactNode;
  bar?: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={styles.shell}>
      <SkipLink />
      {sidebar}
      <div className={styles.column}>
        {bar}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
