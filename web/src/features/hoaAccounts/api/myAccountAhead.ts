import { watchOwnedProperties } from '@/features/properties';
import { openLocalCache } from '@/lib/firebase/firestore';
import { watchOwnedHoaAccounts } from './hoaAccounts';

/** How long the early listeners stay: the page's own have long taken over by then. */
const AHEAD_MS = 30_000;
const following = new Set<string>();

/**
 * Asks Firestore for the resident's properties and accounts ahead of My HOA Account's own
 * listeners, as soon as the session is known (onSessionReady), while React still draws the
 * signed-in app. Firestore runs one query for all the listeners of the same query, so
 * the page's, attached a moment later, gets the answer already on its way. Nothing is shown from
 * here; the listeners only keep the query open until then.
 */
export function followMyAccountAhead(uid: string): void {
  if (following.has(uid)) return;
  following.add(uid);
  const ignore = () => undefined;
  const stops = [watchOwnedProperties(uid, ignore, ignore), watchOwnedHoaAccounts(uid, ignore, ignore)];
  setTimeout(() => {
    for (const stop of stops) stop();
    following.delete(uid);
  }, AHEAD_MS);
}

/** While Auth signs the resident in: Firestore opens its cache then, not when the queries come. */
export function prepareMyAccountAhead(): void {
  openLocalCache();
}
