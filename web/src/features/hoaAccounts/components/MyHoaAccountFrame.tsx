import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { CardSkeleton } from '@/components/CardSkeleton';
import { Page } from '@/components/Page';
import { MY_ACCOUNT_TEXTS as M } from '../texts';

const useStyles = makeStyles({
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '48rem' },
});

/** The outlines of the property and balance cards: the page keeps its shape while they load. */
export const LoadingProperties = () => (
  <>
    <CardSkeleton label={M.loadingProperties} lines={3} />
    <CardSkeleton label={M.loadingAccount} lines={1} />
  </>
);

interface FrameProps {
  /** above the cards: the page's saved-data banner (nothing while online) */
  banner?: ReactNode;
  children?: ReactNode;
}

/**
 * My HOA Account's frame: its title and its column of cards, by default their outlines. It is
 * also what the page shows while its code loads (AppRoutes) and, pre-rendered, what index.html
 * shows at /my-account before any JavaScript has run.
 */
export function MyHoaAccountFrame({ banner, children = <LoadingProperties /> }: FrameProps) {
  const styles = useStyles();
  return (
    <Page title="My HOA Account">
      {banner}
      <div className={styles.cards}>{children}</div>
    </Page>
  );
}
