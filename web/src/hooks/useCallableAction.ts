import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useNotify, type Notice } from '@/components/notify';
import { callableErrorMessage, errorNotice } from '@/lib/firebase/callableErrors';

/**
 * The toast when a call failed: the spec's sentence for 'Error' with the server's message
 * (errorNotice); a title of its own, whose words stand in for a message the server did not
 * mean for people; or the whole toast, made from the error.
 */
export type FailureToast = string | { title: string } | ((error: unknown) => Notice);

export interface CallableActionOptions<Args extends unknown[], Answer> {
  /** the toast once the call worked, from its answer and the arguments it was called with */
  success?: (answer: Answer, ...args: Args) => Notice;
  failure: FailureToast;
  /**
   * what follows the success toast (a reload, the checkout tab sent on); awaited when it answers
   * a promise, and a failure there is the action's
   */
  after?: (answer: Answer, ...args: Args) => unknown;
  /** what a failure takes back before its toast (the tab opened for a checkout) */
  onFailure?: (...args: Args) => void;
}

function failureNotice(failure: FailureToast, error: unknown): Notice {
  if (typeof failure === 'string') return errorNotice(error, failure);
  if (typeof failure === 'function') return failure(error);
  return { title: failure.title, body: callableErrorMessage(error, failure.title), intent: 'error' };
}

/**
 * An action that asks the server (a callable, or a write) with the spec's toasts either way:
 * `[act, busy]`. `act` never throws;
 * it answers whether the call worked (a failure has been toasted already), so a dialog knows
 * whether to close. `busy` is true while any call runs. `act` stays the same function from one
 * render to the next, so lists memoised on it are not drawn again; it uses the latest `call`
 * and options.
 */
export function useCallableAction<Args extends unknown[], Answer>(
  call: (...args: Args) => Promise<Answer>,
  options: CallableActionOptions<Args, Answer>,
): [act: (...args: Args) => Promise<boolean>, busy: boolean] {
  const notify = useNotify();
  const [running, setRunning] = useState(0);
  const latest = useRef({ call, options });
  useLayoutEffect(() => {
    latest.current = { call, options };
  });

  const act = useCallback(
    async (...args: Args): Promise<boolean> => {
      const { call, options } = latest.current;
      setRunning((count) => count + 1);
      try {
        const answer = await call(...args);
        if (options.success) notify(options.success(answer, ...args));
        await options.after?.(answer, ...args);
        return true;
      } catch (error) {
        options.onFailure?.(...args);
        notify(failureNotice(options.failure, error));
        return false;
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [notify],
  );

  return [act, running > 0];
}
