import { Spinner } from '@fluentui/react-components';
import { NoticeCard } from '@/components/TitledCard';
import { useLive } from '@/hooks/useLive';
import { watchPropertyPayments } from '../api/payments';
import { PAYMENTS_UI_MESSAGES as M } from '../messages';
import { MakePaymentCard } from './MakePaymentCard';
import { PaymentHistoryCard } from './PaymentHistoryCard';

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
  if (payments.status === 'loading') return <Spinner size="small" label="Loading payments..." />;
  // Without the payments the card cannot mark held years, but paying still works: the server
  // refuses a year a live checkout holds, with its own message.
  const known = payments.status === 'ready' ? payments.value : [];
  return (
    <>
      {yearsOwed.length > 0 ? (
        <MakePaymentCard propertyId={propertyId} yearsOwed={yearsOwed} payments={known} />
      ) : null}
      {payments.status === 'ready' ? (
        <PaymentHistoryCard payments={payments.value} />
      ) : (
        <NoticeCard title={M.paymentHistory} text={M.loadHistoryFailed} />
      )}
    </>
  );
}
