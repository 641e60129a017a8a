// The payments desk's public API: the board's /admin/payments (spec §2 "Payment management"):
// the summary cards, the searchable grid (cards on a phone), Export CSV, and miscellaneous
// charges with their pay links. It builds on the payments feature (the payments collection,
// the checkout tab, status words) and on HOA accounts (Total Outstanding).
import { lazyComponent } from '@/lib/lazyComponent';

/**
 * The desk, its code a chunk of its own: the route's code then runs as soon as it
 * arrives and starts the desk's first read (readDeskFirstScreenAhead) while the desk's code is
 * still loading, instead of after it. On a first open through the service worker the desk's
 * code came in several waves of requests, and the read, waiting for all of them, left late.
 */
export const PaymentsDesk = lazyComponent(() =>
  import('./components/PaymentsDesk').then((module) => ({ default: module.PaymentsDesk })),
);
// Its route starts reading the desk's first screen with its own code.
export { readDeskFirstScreenAhead } from './hooks/deskFirstScreen';
// and the list its screen will draw
export { preloadDeskList } from './components/deskLists';
