import { DUES_RATE_TEXTS, type SetDuesRateRequest } from '@lakeside/domain';
import { setDuesRate } from '@/features/duesRates';
import { useCallableAction } from '@/hooks/useCallableAction';

/** Saves a year's rate with the toasts; answers whether it was saved (the dialog then closes). */
export function useSetDuesRate(): (request: SetDuesRateRequest) => Promise<boolean> {
  const [save] = useCallableAction(setDuesRate, {
    success: (_changed, request) => ({ title: 'Success', body: DUES_RATE_TEXTS.saved(request.year) }),
    failure: DUES_RATE_TEXTS.saveFailed,
  });
  return save;
}
