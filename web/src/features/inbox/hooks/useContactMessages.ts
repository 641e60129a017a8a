import { CONTACT_TEXTS, type ContactStatus } from '@lakeside/domain';
import { useCallableAction } from '@/hooks/useCallableAction';
import { useReloadable } from '@/hooks/useReloadable';
import { useRowsInFlight } from '@/hooks/useRowsInFlight';
import {
  listContactMessages,
  setContactMessageStatus,
  type ContactMessageEntry,
} from '../api/contactMessages';

const NONE: ContactMessageEntry[] = [];

/** The Messages page's list and its one action, with toasts; `updating` holds the rows in flight. */
export function useContactMessages() {
  const {
    value: messages,
    loading,
    reload,
  } = useReloadable(listContactMessages, NONE, {
    title: 'Error',
    body: CONTACT_TEXTS.loadFailed,
  });
  const { inFlight: updating, during } = useRowsInFlight();

  const [changeStatus] = useCallableAction(setContactMessageStatus, {
    success: (_, _messageId, status) => ({
      title: 'Success',
      body: status === 'done' ? CONTACT_TEXTS.markedDone : CONTACT_TEXTS.reopened,
    }),
    failure: CONTACT_TEXTS.statusFailed,
    after: () => reload(),
  });

  async function setStatus(messageId: string, status: ContactStatus) {
    await during(messageId, () => changeStatus(messageId, status));
  }

  return { messages, loading, reload, updating, setStatus };
}
