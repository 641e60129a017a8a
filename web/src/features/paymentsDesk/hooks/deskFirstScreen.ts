import type { DeskFirstScreen } from '../api/deskPayments';

/**
 * The desk's reads (api/deskPayments.ts, with Firestore Lite): a chunk of their own, for Lite is
 * a second Firestore client that only this page needs.
 */
export const loadDeskReads = () => import('../api/deskPayments');

/** How long a first screen read ahead stays good for the desk's first load. */
const FRESH_MS = 10_000;

let ahead: { at: number; screen: Promise<DeskFirstScreen> } | undefined;

/**
 * Starts reading the desk's first screen (the newest payments and the totals) now: its route
 * calls this as soon as its code runs, beside the session's start, instead of once the desk
 * has drawn itself and its effects run.
 * Firestore sends the reads once Auth knows who is signed in; someone who is not an admin is
 * refused by the rules and sent away by the page, and what was read ahead is never shown.
 */
export function readDeskFirstScreenAhead(): void {
  const screen = loadDeskReads().then((reads) => reads.readDeskFirstScreen());
  screen.catch(() => undefined);
  ahead = { at: Date.now(), screen };
}

/** The first screen read ahead, once, if it is recent; the desk's first load takes it. */
export function takeDeskFirstScreen(): Promise<DeskFirstScreen> | undefined {
  const taken = ahead && Date.now() - ahead.at < FRESH_MS ? ahead.screen : undefined;
  ahead = undefined;
  return taken;
}
