import { PROPERTY_TEXTS, type CreatePropertyInput } from '@lakeside/domain';
import { useNotify } from '@/components/notify';
import { listApprovedProfilesByLastName, useAuthSession, type ProfileRecord } from '@/features/auth';
import { useCallableAction } from '@/hooks/useCallableAction';
import { useReloadable } from '@/hooks/useReloadable';
import { errorNotice, isAlreadyExists } from '@/lib/firebase/callableErrors';
import {
  assignPropertyOwner,
  createProperty,
  ensureHoaAccount,
  listPropertiesByAddress,
  removePropertyOwner,
  type PropertyRecord,
} from '../api/properties';

interface Screen {
  properties: PropertyRecord[];
  /** who may be assigned as an owner */
  approvedUsers: ProfileRecord[];
}
const EMPTY: Screen = { properties: [], approvedUsers: [] };

async function loadScreen(): Promise<Screen> {
  const [properties, approvedUsers] = await Promise.all([
    listPropertiesByAddress(),
    listApprovedProfilesByLastName(),
  ]);
  return { properties, approvedUsers };
}

/** The properties screen's data and actions, with the spec's toasts (§8). */
export function usePropertyManagement() {
  const notify = useNotify();
  const session = useAuthSession();
  const { value, loading, reload } = useReloadable(loadScreen, EMPTY, {
    title: 'Error',
    body: PROPERTY_TEXTS.fetchFailed,
  });
  const { properties, approvedUsers } = value;

  const [createFor] = useCallableAction(createProperty, {
    success: () => ({ title: 'Success', body: PROPERTY_TEXTS.created }),
    // the spec's sentence whatever the cause: the property is written from here, not by a function
    failure: () => ({ title: 'Error', body: PROPERTY_TEXTS.createFailed, intent: 'error' }),
    after: () => reload(),
  });

  async function create(input: CreatePropertyInput): Promise<boolean> {
    if (session.status !== 'signed-in') return false;
    return createFor(session.user.uid, input);
  }

  /** Spec §4: assign, then try to create the account; the owner stays if that step fails. */
  async function assignOwner(propertyId: string, uid: string): Promise<void> {
    try {
      await assignPropertyOwner(propertyId, uid);
    } catch (error) {
      notify(
        isAlreadyExists(error)
          ? { title: 'Error', body: PROPERTY_TEXTS.alreadyOwner, intent: 'error' }
          : errorNotice(error, PROPERTY_TEXTS.assignFailed),
      );
      return;
    }
    try {
      await ensureHoaAccount(propertyId);
      notify({ title: 'Success', body: PROPERTY_TEXTS.ownerAssignedAndAccount });
    } catch {
      notify({ title: 'Warning', body: PROPERTY_TEXTS.ownerAssignedAccountFailed, intent: 'warning' });
    }
    await reload();
  }

  const [remove] = useCallableAction(removePropertyOwner, {
    success: () => ({ title: 'Success', body: PROPERTY_TEXTS.ownerRemoved }),
    failure: PROPERTY_TEXTS.removeFailed,
    after: () => reload(),
  });

  // the confirm dialog closes either way: a failure has been toasted
  async function removeOwner(propertyId: string, uid: string): Promise<void> {
    await remove(propertyId, uid);
  }

  return { properties, approvedUsers, loading, reload, create, assignOwner, removeOwner };
}
