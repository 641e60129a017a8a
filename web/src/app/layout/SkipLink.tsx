import { makeStyles, tokens } from '@fluentui/react-components';
import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

const useStyles = makeStyles({
  // Out of sight until it gets keyboard focus, as the first stop of the page.
  link: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalM,
    top: tokens.spacingVerticalM,
    zIndex: 1001,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    boxShadow: tokens.shadow16,
    transform: 'translateY(-200%)',
    ':focus': { transform: 'none' },
  },
});

/**
 * "Skip to main content": the first Tab stop on every page, past the sidebar, the top bar and
 * a page's own navigation. It lands on the page's <h1> (the landing page's sticky section
 * navigation sits inside <main>, before its heading), or on <main> when there is none.
 */
export function SkipLink() {
  const styles = useStyles();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    const target = main.querySelector<HTMLElement>('h1') ?? main;
    // Headings are not focusable by default; -1 makes them focusable by script only.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.link} onClick={onClick}>
      Skip to main content
    </a>
  );
}
