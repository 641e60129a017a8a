import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { SAVED_DATA_TEXT } from './texts';

/**
 * Above a page that shows live data: while the browser is offline, says that what is shown is
 * what Firestore's persistent cache saved (DESIGN §6). Nothing while online.
 */
export function SavedDataBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{SAVED_DATA_TEXT}</MessageBarBody>
    </MessageBar>
  );
}
