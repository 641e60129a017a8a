import { PageSpinner } from '@/components/PageSpinner';

/**
 * index.html carries a pre-rendered copy of My HOA Account's first screen (the page frame with
 * its title and card outlines: app/prerenderAppShells.tsx, put there by web/vite.config.ts),
 * shown at /my-account before any JavaScript has run. React replaces #root's content
 * with its first render, so its markup is kept here first and shown again, as it is, while the
 * page's code loads: the frame stays on screen instead of a spinner, at no cost to the entry
 * chunk (the frame's Fluent components live in the page's chunk).
 */
export const MY_ACCOUNT_FRAME_ID = 'my-account-frame';

let frameMarkup: string | undefined;

/** Keeps the pre-rendered frame's markup; call before React first renders into #root. */
export function keepPrerenderedMyAccount(): void {
  frameMarkup = document.getElementById(MY_ACCOUNT_FRAME_ID)?.innerHTML;
}

/** The kept frame (our own build's markup, styled by index.html's pre-rendered styles). */
export function PrerenderedMyAccount() {
  return frameMarkup ? <div dangerouslySetInnerHTML={{ __html: frameMarkup }} /> : <PageSpinner />;
}
