import { CONTACT_TEXTS, type ContactStatus } from '@lakeside/domain';
import { useNotify } from '@/components/notify';
import { useReloadable } from '@/hooks/useReloadable';
import { useRowsInFlight } from '@/hooks/useRowsInFlight';
import { errorNotice } from '@/lib/firebase/callableErrors';
import {
  listContactMessages,
  setContactMessageStatus,
  type ContactMessageEntry,
} from '../api/contactMessages';

const NONE: ContactMessageEntry[] = [];

/** The Messages page's list and its one action, with toasts; `updating` holds the rows in flight. */
export function useContactMessages() {
  const notify = useNotify();
  const {
    value: messages,
    loading,
    reload,
  } = useReloadable(listContactMessages, NONE, {
    title: 'Error',
    body: CONTACT_TEXTS.loadFailed,
  });
  const { inFlight: updating, during } = useRowsInFlight();

  async function setStatus(messageId: string, status: ContactStatus) {
    await during(messageId, async () => {
      try {
        await setContactMessageStatus(messageId, status);
        notify({
          title: 'Success',
          body: status === 'done' ? CONTACT_TEXTS.markedDone : CONTACT_TEXTS.reopened,
        });
        await reload();
      } catch (error) {
        notify(errorNotice(error, CONTACT_TEXTS.statusFailed));
      }
    });
  }

  return { messages, loading, reload, updating, setStatus };
}
