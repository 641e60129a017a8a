import { holdsYears, yearsPayability } from '@lakeside/domain';
import { useEffect, useMemo, useState } from 'react';
import { yearHold, type PaymentRecord } from '../api/payments';

/**
 * The owed years, each with whether it can be paid now (DESIGN §5, the domain's rule): a year
 * held by a live checkout shows "Payment in progress". A pending checkout stops holding its
 * years when it expires, even if no one writes to the payment then, so the hook re-renders at
 * the earliest such expiry instead of waiting for the next snapshot.
 */
export function useYearPayability(yearsOwed: readonly string[], payments: readonly PaymentRecord[]) {
  const [now, setNow] = useState(() => Date.now());
  const holds = useMemo(() => payments.map(yearHold), [payments]);

  const nextExpiry = useMemo(() => {
    const expiries = holds
      .filter(
        (hold) => hold.status === 'pending' && hold.checkoutExpiresAtMs !== null && holdsYears(hold, now),
      )
      .map((hold) => hold.checkoutExpiresAtMs as number);
    return expiries.length > 0 ? Math.min(...expiries) : null;
  }, [holds, now]);

  useEffect(() => {
    if (nextExpiry === null) return;
    // +1 ms: holdsYears counts a checkout as live up to and including its expiry instant
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, nextExpiry - Date.now() + 1));
    return () => clearTimeout(timer);
  }, [nextExpiry]);

  // A checkout that had already expired when its snapshot arrived is caught up at once: its
  // expiry lies before `now` is refreshed, so the timer above fires immediately.
  return useMemo(() => yearsPayability(yearsOwed, holds, now), [yearsOwed, holds, now]);
}
