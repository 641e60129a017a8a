import { DUES_RATE_TEXTS, type SetDuesRateRequest } from '@lakeside/domain';
import { useCallback } from 'react';
import { useNotify } from '@/components/notify';
import { setDuesRate } from '@/features/duesRates';
import { errorNotice } from '@/lib/firebase/callableErrors';

/** Saves a year's rate with the toasts; answers whether it was saved (the dialog then closes). */
export function useSetDuesRate() {
  const notify = useNotify();
  return useCallback(
    async (request: SetDuesRateRequest): Promise<boolean> => {
      try {
        await setDuesRate(request);
        notify({ title: 'Success', body: DUES_RATE_TEXTS.saved(request.year) });
        return true;
      } catch (error) {
        notify(errorNotice(error, DUES_RATE_TEXTS.saveFailed));
        return false;
      }
    },
    [notify],
  );
}
