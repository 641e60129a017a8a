import { MISC_CHARGE_TEXTS, type PayLinkRequest, type PayLinkView, type PayMethod } from '@lakeside/domain';
import { FirebaseError } from 'firebase/app';
import { useCallback, useEffect, useState } from 'react';
import { useAuthSession } from '@/features/auth';
import { callableErrorMessage } from '@/lib/firebase/callableErrors';
import { openPayLink, payMiscCharge } from '../api/payLinks';

export type PayLinkState =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'error'; message: string }
  | { status: 'ready'; view: PayLinkView };

interface PayLinkParams {
  paymentId: string;
  /** the link's `t`; absent when an owner opens the charge from their history */
  token?: string;
  /** Stripe's session id, when Checkout sent the payer back here */
  sessionId?: string;
}

/**
 * The pay page's charge and its Pay. A wrong token, an unknown charge and an annual payment all
 * read as one 'invalid' (the function answers them alike). Pay sends this tab to Checkout:
 * the payer came by a link, and Stripe brings them back to it.
 */
export function usePayLink({ paymentId, token, sessionId }: PayLinkParams) {
  const session = useAuthSession();
  // An owner without the token is known by their sign-in: ask once it is restored.
  const reader = session.status === 'loading' ? null : session.status === 'signed-in' ? session.user.uid : '';
  const key = reader === null ? null : [paymentId, token, sessionId, reader].join('|');
  const [answer, setAnswer] = useState<{ key: string; state: PayLinkState } | null>(null);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    openPayLink(withoutEmpty({ paymentId, token, sessionId })).then(
      (view) => current && setAnswer({ key, state: { status: 'ready', view } }),
      (error: unknown) => {
        if (!current) return;
        const state: PayLinkState =
          error instanceof FirebaseError &&
          ['functions/not-found', 'functions/invalid-argument'].includes(error.code)
            ? { status: 'invalid' }
            : { status: 'error', message: callableErrorMessage(error, MISC_CHARGE_TEXTS.openFailed) };
        setAnswer({ key, state });
      },
    );
    return () => {
      current = false;
    };
  }, [key, paymentId, token, sessionId]);

  const pay = useCallback(
    async (payMethod: PayMethod) => {
      setPaying(true);
      setPayError(null);
      try {
        const { url } = await payMiscCharge({ ...withoutEmpty({ paymentId, token }), payMethod });
        window.location.assign(url);
      } catch (error) {
        setPayError(callableErrorMessage(error, MISC_CHARGE_TEXTS.payFailed));
        setPaying(false);
      }
    },
    [paymentId, token],
  );

  const state: PayLinkState = answer && answer.key === key ? answer.state : { status: 'loading' };
  return { state, pay, paying, payError };
}

/**
 * The request without its absent fields: the callable SDK sends an undefined field as null,
 * which the schema (an optional string) rightly refuses.
 */
function withoutEmpty(request: PayLinkRequest): PayLinkRequest {
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value)) as PayLinkRequest;
}
