import { useParams } from 'react-router-dom';
import { Statement } from '@/features/hoaAccounts';

/** A property's printable statement: its owners and the board (the rules decide who reads it). */
export default function StatementPage() {
  const { propertyId = '' } = useParams();
  return <Statement propertyId={propertyId} />;
}
