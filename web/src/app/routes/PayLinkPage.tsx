import { useParams, useSearchParams } from 'react-router-dom';
import { PayLink } from '@/features/payments';

/** A miscellaneous charge's pay link: public, the token in `t` opens it. */
export default function PayLinkPage() {
  const { paymentId = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <PayLink
      paymentId={paymentId}
      token={params.get('t') ?? undefined}
      sessionId={params.get('session_id') ?? undefined}
    />
  );
}
