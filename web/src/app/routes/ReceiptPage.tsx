import { useParams } from 'react-router-dom';
import { Receipt } from '@/features/payments';

/** A payment's printable receipt: its owners and the board (the rules decide who reads it). */
export default function ReceiptPage() {
  const { paymentId = '' } = useParams();
  return <Receipt paymentId={paymentId} />;
}
