import type { DuesSchedule } from '@lakeside/domain';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { CardSkeleton } from '@/components/CardSkeleton';
import { NoticeCard } from '@/components/TitledCard';
import { useDuesSchedule } from '@/features/duesRates';
import { useLive } from '@/hooks/useLive';
import { watchPropertyPayments } from '../api/payments';
import { PAYMENTS_UI_TEXTS as M } from '../texts';
import { PaymentHistoryCard } from './PaymentHistoryCard';

// The payment form brings the form library and its schemas: it loads beside
// the payments, so the balance shows without waiting for it.
const loadMakePaymentCard = () => import('./MakePaymentCard');
const MakePaymentCard = lazy(() =>
  loadMakePaymentCard().then(({ MakePaymentCard }) => ({ default: MakePaymentCard })),
);

interface PropertyPaymentsProps {
  propertyId: string;
  /** the account's years owed, live from My HOA Account */
  yearsOwed: readonly string[];
  /** the account's balance, live: a year paid in part at the desk costs what is left of it */
  balanceCents: number;
  /** what the page shows below the payment cards: it comes with them, never before */
  children?: ReactNode;
  /** what the page shows above them, from the years' rates and due dates: it comes with them too */
  lead?: (schedule: DuesSchedule) => ReactNode;
}

/**
 * My HOA Account's payment cards for one property (spec §2): Make a Payment while years are
 * owed, then Payment History. One listener feeds both: the history, and which years a live
 * checkout holds.
 *
 * The cards, and what follows them (`children`), appear together, once the payments, the
 * years' rates and the form's code are all here: one outline stands in until then, at the bottom of the page, so
 * nothing on screen is pushed down as they arrive (no layout shift).
 */
export function PropertyPayments({
  propertyId,
  yearsOwed,
  balanceCents,
  children,
  lead,
}: PropertyPaymentsProps) {
  const payments = useLive(propertyId, watchPropertyPayments, { title: 'Error', body: M.loadHistoryFailed });
  // what each year costs and when it is due: Make a Payment comes with its prices, never a blank
  const schedule = useDuesSchedule();
  const owing = yearsOwed.length > 0;
  useEffect(() => {
    if (owing) loadMakePaymentCard().catch(() => undefined); // a failure is the lazy card's to show
  }, [owing]);
  const outline = <CardSkeleton label={owing ? M.loadingPaymentForm : M.loadingPayments} lines={4} />;
  if (payments.status === 'loading' || (owing && schedule.status === 'loading')) return outline;
  // Without the payments the card cannot mark held years, but paying still works: the server
  // refuses a year a live checkout holds, with its own message.
  const known = payments.status === 'ready' ? payments.value : [];
  return (
    <Suspense fallback={outline}>
      {owing && schedule.status === 'ready' ? lead?.(schedule.value) : null}
      {owing ? (
        <MakePaymentCard
          propertyId={propertyId}
          yearsOwed={yearsOwed}
          balanceCents={balanceCents}
          payments={known}
          rates={schedule.status === 'ready' ? schedule.value.rates : null}
        />
      ) : null}
      {payments.status === 'ready' ? (
        <PaymentHistoryCard payments={payments.value} />
      ) : (
        <NoticeCard title={M.paymentHistory} text={M.loadHistoryFailed} />
      )}
      {children}
    </Suspense>
  );
}
