import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { MAIL_DELIVERY_TEXTS as T, ROUTES } from '@lakeside/domain';
import { RouterLink } from '@/components/RouterLink';
import { useUndeliveredMailCount } from '../hooks/useUndeliveredMailCount';

/**
 * The desk's count of e-mails not delivered, with the way to them; nothing while there are none.
 * Counted once `when` is true.
 */
export function UndeliveredMailNotice({ when }: { when: boolean }) {
  const count = useUndeliveredMailCount(when);
  if (!count) return null;
  return (
    <MessageBar intent="warning">
      <MessageBarBody>
        <MessageBarTitle>{T.deskTitle(count)}</MessageBarTitle>{' '}
        <RouterLink to={ROUTES.adminMail}>{T.deskLink}</RouterLink>
      </MessageBarBody>
    </MessageBar>
  );
}
