import { lazy, Suspense } from 'react';
import { CardSkeleton } from '@/components/CardSkeleton';
import { NoticeCard } from '@/components/TitledCard';
import { useLive } from '@/hooks/useLive';
import { watchPropertyPayments } from '../api/payments';
import { PAYMENTS_UI_MESSAGES as M } from '../messages';
import { PaymentHistoryCard } from './PaymentHistoryCard';

// The payment form brings the form library and its schemas (about 30 KB gzip): it loads beside
// the account, so the balance shows without waiting for it (issue 13).
const MakePaymentCard = lazy(() =>
  import('./MakePaymentCard').then(({ MakePaymentCard }) => ({ default: MakePaymentCard })),
);

interface PropertyPaymentsProps {
  propertyId: string;
  /** the account's years owed, live from My HOA Account */
  yearsOwed: readonly string[];
}

/**
 * My HOA Account's payment cards for one property (spec §2): Make a Payment while years are
 * owed, then Payment History. One listener feeds both: the history, and which years a live
 * checkout holds.
 */
export function PropertyPayments({ propertyId, yearsOwed }: PropertyPaymentsProps) {
  const payments = useLive(propertyId, watchPropertyPayments, { title: 'Error', body: M.loadHistoryFailed });
  if (payments.status === 'loading') return <CardSkeleton label={M.loadingPayments} lines={3} />;
  // Without the payments the card cannot mark held years, but paying still works: the server
  // refuses a year a live checkout holds, with its own message.
  const known = payments.status === 'ready' ? payments.value : [];
  return (
    <>
      {yearsOwed.length > 0 ? (
        <Suspense fallback={<CardSkeleton label={M.loadingPaymentForm} lines={4} />}>
          <MakePaymentCard propertyId={propertyId} yearsOwed={yearsOwed} payments={known} />
        </Suspense>
      ) : null}
      {payments.status === 'ready' ? (
        <PaymentHistoryCard payments={payments.value} />
      ) : (
        <NoticeCard title={M.paymentHistory} text={M.loadHistoryFailed} />
      )}
    </>
  );
}
