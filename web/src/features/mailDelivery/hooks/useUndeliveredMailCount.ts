import { useEffect, useRef, useState } from 'react';
import { countUndeliveredMail } from '../api/undeliveredMail';

/**
 * How many e-mails are not delivered, read once `when` is true; null until known. A failure
 * only leaves the count unknown: the desk's work does not wait on it, and the page itself says
 * what it could not load.
 */
export function useUndeliveredMailCount(when: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!when || asked.current) return;
    asked.current = true;
    countUndeliveredMail().then(setCount, (error: unknown) =>
      console.error('Counting the e-mails not delivered failed:', error),
    );
  }, [when]);
  return count;
}
