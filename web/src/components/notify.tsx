import type { ToastIntent } from '@fluentui/react-components';
import { createContext, lazy, Suspense, useCallback, useContext, useRef, type ReactNode } from 'react';

/** A toast as the spec's error catalogue (§8) gives them: a title and an optional message. */
export interface Notice {
  title: string;
  body?: string;
  /** 'error' is the spec's "destructive" style */
  intent?: ToastIntent;
  /** milliseconds; the spec sets 8 s (rate limit) and 6 s (duplicate attempt) */
  timeout?: number;
}

type Notify = (notice: Notice) => void;

const NotifyContext = createContext<Notify | null>(null);

// The Toaster brings Fluent's focus management (tabster) and motion code,
// which no page needs for its first paint: it is loaded right after the first render, and
// notices raised before it arrives are queued, so the landing page's initial JS stays small.
const ToasterHost = lazy(() => import('./ToasterHost'));

/** Holds the app's one Toaster; every screen raises toasts through useNotify(). */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const show = useRef<Notify | null>(null);
  const queued = useRef<Notice[]>([]);

  const notify = useCallback<Notify>((notice) => {
    if (show.current) show.current(notice);
    else queued.current.push(notice);
  }, []);

  const onToasterReady = useCallback((dispatch: Notify) => {
    show.current = dispatch;
    for (const notice of queued.current.splice(0)) dispatch(notice);
  }, []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Suspense fallback={null}>
        <ToasterHost onReady={onToasterReady} />
      </Suspense>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotifyProvider>');
  return notify;
}
