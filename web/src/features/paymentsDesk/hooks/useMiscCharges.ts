import {
  MISC_CHARGE_TEXTS,
  payLinkPath,
  type CreateHoaPaymentAnswer,
  type CreateMiscChargeRequest,
} from '@lakeside/domain';
import { useCallback } from 'react';
import { useNotify } from '@/components/notify';
import { useCallableAction } from '@/hooks/useCallableAction';
import type { CheckoutTab } from '@/features/payments';
import { createMiscCharge, readPayToken, voidMiscCharge } from '../api/miscCharges';
import { PAYMENTS_DESK_TEXTS as M } from '../texts';

/**
 * Puts text on the clipboard once `text` resolves. A ClipboardItem takes the promise itself, so
 * the write starts within the click (Safari refuses a write after an await); browsers without
 * it get writeText after the read.
 */
async function copyWhenReady(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/** The board's actions on miscellaneous charges, with their toasts (spec §8). */
export function useMiscCharges(afterChange: () => Promise<unknown>) {
  const notify = useNotify();

  /** Creates the charge and sends `tab` to its pay link; answers whether it was created. */
  const [create] = useCallableAction<
    [request: CreateMiscChargeRequest, tab: CheckoutTab | null],
    CreateHoaPaymentAnswer
  >(createMiscCharge, {
    success: () => ({
      title: MISC_CHARGE_TEXTS.created,
      body: MISC_CHARGE_TEXTS.createdBody,
      intent: 'success',
    }),
    failure: { title: MISC_CHARGE_TEXTS.createFailed },
    after: ({ url }, _request, tab) => {
      tab?.go(url);
      void afterChange();
    },
    onFailure: (_request, tab) => tab?.close(),
  });

  /** Copies the charge's shareable pay link (its token is read only now, and only by admins). */
  const copyLink = useCallback(
    async (paymentId: string) => {
      const link = readPayToken(paymentId).then((token) => {
        if (!token) throw new Error(M.noLink);
        return `${window.location.origin}${payLinkPath(paymentId, token)}`;
      });
      try {
        await copyWhenReady(link);
        notify({ title: M.linkCopiedTitle, body: M.linkCopiedBody, intent: 'success' });
      } catch (error) {
        // the link itself, when only the clipboard failed, so it can still be copied by hand
        const body = await link.catch(() =>
          error instanceof Error && error.message === M.noLink ? M.noLink : '',
        );
        notify({ title: M.copyFailed, body: body || undefined, intent: 'error' });
      }
    },
    [notify],
  );

  /** Voids an unpaid charge; answers whether it was voided. */
  const [voidCharge] = useCallableAction(voidMiscCharge, {
    success: () => ({ title: M.voidedTitle, body: M.voidedBody, intent: 'success' }),
    failure: MISC_CHARGE_TEXTS.voidFailed,
    after: () => afterChange(),
  });

  return { create, copyLink, voidCharge };
}
