import { PAYMENT_TEXTS } from '@lakeside/domain';
import type { Notice } from '@/components/notify';
import { callableErrorMessage } from '@/lib/firebase/callableErrors';
import { PAYMENTS_UI_TEXTS as M } from '../texts';

/**
 * Spec §8 "Annual payment": a refused createHoaPayment as a toast. The spec tells the cases
 * apart by words in the server's message (the functions say PAYMENT_TEXTS.rateLimited and
 * .duplicate, which contain them); 8 s and 6 s are the spec's durations (§9).
 */
export function annualPaymentErrorNotice(error: unknown): Notice {
  const message = callableErrorMessage(error, '');
  const has = (...words: string[]) =>
    words.some((word) => message.toLowerCase().includes(word.toLowerCase()));
  if (has('Too many payment attempts', 'rate limit')) {
    return { title: M.rateLimitedTitle, body: message, intent: 'error', timeout: 8000 };
  }
  if (has('recently attempted', 'duplicate')) {
    return { title: M.duplicateTitle, body: message, intent: 'error', timeout: 6000 };
  }
  return { title: M.paymentErrorTitle, body: message || PAYMENT_TEXTS.initiateFailed, intent: 'error' };
}
