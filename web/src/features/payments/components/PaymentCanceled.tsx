import { Body1, tokens } from '@fluentui/react-components';
import { DismissCircle48Filled } from '@fluentui/react-icons';
import { PROPERTY_PARAM, ROUTES, myAccountPath } from '@lakeside/domain';
import { useSearchParams } from 'react-router-dom';
import { RouterButtonLink } from '@/components/RouterButtonLink';
import { useCancelCheckout } from '../hooks/useCheckoutReturn';
import { PAYMENTS_UI_TEXTS as M, referenceLine } from '../texts';
import { ResultCard } from './ResultCard';

/**
 * /payment-canceled (spec §2), where Stripe's Cancel sends the payer (query: invoice). A
 * signed-in payer's checkout is closed at once, so Try Again finds the years payable.
 */
export function PaymentCanceled() {
  const [params] = useSearchParams();
  const invoice = params.get('invoice');
  useCancelCheckout(invoice);
  // Try Again opens the property the resident was paying for
  const propertyId = params.get(PROPERTY_PARAM);

  return (
    <ResultCard
      icon={<DismissCircle48Filled />}
      iconColor={tokens.colorNeutralForeground3}
      title={M.canceledTitle}
      actions={
        <>
          <RouterButtonLink to={myAccountPath(propertyId)} appearance="primary">
            {M.tryAgain}
          </RouterButtonLink>
          <RouterButtonLink to={ROUTES.home}>{M.goHome}</RouterButtonLink>
        </>
      }
    >
      <Body1 as="p">{M.canceledText}</Body1>
      {invoice ? <Body1 as="p">{referenceLine(invoice)}</Body1> : null}
    </ResultCard>
  );
}
