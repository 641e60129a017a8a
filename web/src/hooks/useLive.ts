import { startTransition, useEffect, useState } from 'react';
import { useNotify, type Notice } from '@/components/notify';
import type { Watch } from '@/lib/firebase/firestore';

/**
 * A live source's state. Offline, 'ready' holds what Firestore's persistent cache saved; a page
 * says so with the saved-data banner.
 */
export type Live<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

/**
 * Follows a live source, e.g. the documents of one uid or one property, and re-subscribes when
 * `key` changes. Until the new key's first answer it says 'loading', never showing the previous
 * key's value. A failure raises `failure` as an error toast. `watch` must be a stable function
 * (module level).
 */
export function useLive<T>(key: string, watch: Watch<T>, failure: Notice): Live<T> {
  const notify = useNotify();
  const [state, setState] = useState<{ key: string; live: Live<T> }>({ key, live: { status: 'loading' } });
  const { title, body } = failure;

  useEffect(
    () =>
      watch(
        key,
        // A transition: React renders what an answer brings in slices, between which the browser
        // can paint and answer a tap (one answer can bring a whole page of cards).
        (value) => startTransition(() => setState({ key, live: { status: 'ready', value } })),
        () => {
          setState({ key, live: { status: 'error' } });
          notify({ title, body, intent: 'error' });
        },
      ),
    [key, watch, notify, title, body],
  );

  return state.key === key ? state.live : { status: 'loading' };
}
