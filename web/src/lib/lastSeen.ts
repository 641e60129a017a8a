/**
 * What a signed-in page last showed its user, kept in this browser (localStorage), so that the
 * next visit can show it at once: a reload of My HOA Account otherwise waits for Auth's round
 * trip and then for Firestore to open its cache before the balance appears.
 *
 * A copy belongs to one uid and is shown only while that user's session is being restored or is
 * signed in; the live data replaces it as soon as it answers. Like Firestore's own cache, every
 * copy is deleted the moment the app finds the session ended or the right to the page gone
 * (AuthSessionProvider), so nothing of the user stays after sign-out.
 */
const PREFIX = 'lakeside:last-seen:';

interface Stored {
  uid: string;
  value: unknown;
}

// Private browsing, a full quota or a disabled store: the page then simply waits for live data.
function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Keeps `value` (plain JSON) as what page `name` last showed user `uid`. */
export function keepLastSeen(name: string, uid: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify({ uid, value } satisfies Stored));
  } catch {
    // no copy then; the next visit waits for the live data
  }
}

/** What page `name` last showed user `uid`, unchecked (the caller checks its shape). */
export function readLastSeen(name: string, uid: string): unknown {
  try {
    const stored = JSON.parse(storage()?.getItem(PREFIX + name) ?? 'null') as Partial<Stored> | null;
    return stored?.uid === uid ? stored.value : undefined;
  } catch {
    return undefined;
  }
}

/** Deletes every page's copy. */
export function forgetLastSeen(): void {
  const store = storage();
  if (!store) return;
  try {
    for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
  } catch {
    // nothing stored that could be read either
  }
}
