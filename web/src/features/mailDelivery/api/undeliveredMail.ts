import type { ListUndeliveredMailAnswer, ResendMailAnswer, DismissMailAnswer } from '@lakeside/domain';
import { callFunction } from '@/lib/firebase/callable';

// The e-mails the sender could not deliver. The mail/ collection is closed to every client (its
// bodies hold receipts and sign-in links): the board reads and acts through callables, which
// answer each e-mail's recipients, subject and reason, never its body.

export function listUndeliveredMail(): Promise<ListUndeliveredMailAnswer> {
  return callFunction('listUndeliveredMail');
}

export async function countUndeliveredMail(): Promise<number> {
  return (await callFunction('countUndeliveredMail')).count;
}

export function resendMail(mailId: string): Promise<ResendMailAnswer> {
  return callFunction('resendMail', { mailId });
}

export function dismissMail(mailId: string): Promise<DismissMailAnswer> {
  return callFunction('dismissMail', { mailId });
}
