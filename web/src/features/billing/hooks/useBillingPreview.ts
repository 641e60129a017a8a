import { BILLING_RUN_TEXTS, type BillingPreview } from '@lakeside/domain';
import { useState } from 'react';
import { useCallableAction } from '@/hooks/useCallableAction';
import { previewBilling } from '../api/billingRuns';

/** The Bill dialog's figures: `load` asks the server (null meanwhile); answers whether it could. */
export function useBillingPreview() {
  const [preview, setPreview] = useState<BillingPreview | null>(null);
  const [load] = useCallableAction(
    (year: string) => {
      setPreview(null);
      return previewBilling(year);
    },
    { failure: BILLING_RUN_TEXTS.previewFailed, after: (figures) => setPreview(figures) },
  );
  return { preview, load };
}
