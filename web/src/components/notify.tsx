import {
  Toast,
  ToastBody,
  Toaster,
  ToastTitle,
  useId,
  useToastController,
  type ToastIntent,
} from '@fluentui/react-components';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';

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

/** Holds the app's one Toaster; every screen raises toasts through useNotify(). */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  const notify = useCallback<Notify>(
    ({ title, body, intent = 'success', timeout = 5000 }) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
          {body ? <ToastBody>{body}</ToastBody> : null}
        </Toast>,
        { intent, timeout, politeness: intent === 'error' ? 'assertive' : 'polite' },
      ),
    [dispatchToast],
  );
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Toaster toasterId={toasterId} position="bottom-end" />
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotifyProvider>');
  return notify;
}
