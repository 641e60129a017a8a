import { PROPERTY_TEXTS, type CreatePropertyInput } from '@lakeside/domain';
import { useNotify } from '@/components/notify';
import { listApprovedProfilesByLastName, useAuthSession, type ProfileRecord } from '@/features/auth';
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

  async function create(input: CreatePropertyInput): Promise<boolean> {
    if (session.status !== 'signed-in') return false;
    try {
      await createProperty(session.user.uid, input);
      notify({ title: 'Success', body: PROPERTY_TEXTS.created });
      await reload();
      return true;
    } catch {
      notify({ title: 'Error', body: PROPERTY_TEXTS.createFailed, intent: 'error' });
      return false;
    }
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

  async function removeOwner(propertyId: string, uid: string): Promise<void> {
    try {
      await removePropertyOwner(propertyId, uid);
      notify({ title: 'Success', body: PROPERTY_TEXTS.ownerRemoved });
      await reload();
    } catch (error) {
      notify(errorNotice(error, PROPERTY_TEXTS.removeFailed));
    }
  }

  return { properties, approvedUsers, loading, reload, create, assignOwner, removeOwner };
}
