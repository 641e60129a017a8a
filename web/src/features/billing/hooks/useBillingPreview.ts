import { BILLING_RUN_TEXTS, type BillingPreview } from '@lakeside/domain';
import { useCallback, useState } from 'react';
import { useNotify } from '@/components/notify';
import { errorNotice } from '@/lib/firebase/callableErrors';
import { previewBilling } from '../api/billingRuns';

/** The Bill dialog's figures: `load` asks the server (null meanwhile); answers whether it could. */
export function useBillingPreview() {
  const notify = useNotify();
  const [preview, setPreview] = useState<BillingPreview | null>(null);
  const load = useCallback(
    async (year: string): Promise<boolean> => {
      setPreview(null);
      try {
        setPreview(await previewBilling(year));
        return true;
      } catch (error) {
        notify(errorNotice(error, BILLING_RUN_TEXTS.previewFailed));
        return false;
      }
    },
    [notify],
  );
  return { preview, load };
}
