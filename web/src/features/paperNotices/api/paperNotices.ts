import type { ListPaperNoticesAnswer } from '@lakeside/domain';
import { callFunction } from '@/lib/firebase/callable';

// The accounts no e-mail reaches are found by the functions: the owners' addresses are on
// their profiles, which the page would otherwise read for every account.

export const listPaperNotices = (): Promise<ListPaperNoticesAnswer> => callFunction('listPaperNotices');
