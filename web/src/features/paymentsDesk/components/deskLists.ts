import { CARDS_QUERY } from '@/components/cardsQuery';
import { lazyComponent } from '@/lib/lazyComponent';

// The list's code (Fluent's DataGrid on a desktop, cards on a phone: each with the row actions
// and their Void dialog) loads while the first payments are read, not before the page shows;
// a phone never loads the grid, nor a desktop the cards.
export const PaymentsGrid = lazyComponent(() =>
  import('./PaymentsGrid').then((module) => ({ default: module.PaymentsGrid })),
);
export const PaymentCardList = lazyComponent(() =>
  import('./PaymentCardList').then((module) => ({ default: module.PaymentCardList })),
);

/**
 * Starts loading the list this screen will draw, from the route's code: started by
 * the desk's first effect, it waited for the desk's code and the admin check, and the first
 * rows, already read, waited for it. The desk starts it again on a change of width (its own effect).
 */
export function preloadDeskList(cards = window.matchMedia(CARDS_QUERY).matches): void {
  // a failure is React's to show when it draws the list
  (cards ? PaymentCardList : PaymentsGrid).preload().catch(() => undefined);
}
