import type {
  EnsureHoaAccountAnswer,
  PropertyOwnerRequest,
  SyncHoaAccountsAnswer,
  UpdateHoaAccountRequest,
} from '@lakeside/domain';
import { httpsCallable } from 'firebase/functions';
import { getAppFunctions } from '../firebase/functions';

// The callables behind the properties and HOA accounts screens (functions/src/properties,
// functions/src/hoaAccounts). Every one is admin-only; the server checks it again.

const call =
  <Request, Answer>(name: string) =>
  async (request: Request): Promise<Answer> =>
    (await httpsCallable<Request, Answer>(getAppFunctions(), name)(request)).data;

export const assignPropertyOwner = call<PropertyOwnerRequest, { ok: true }>('assignPropertyOwner');
export const removePropertyOwner = call<PropertyOwnerRequest, { ok: true }>('removePropertyOwner');
export const ensureHoaAccount = call<{ propertyId: string }, EnsureHoaAccountAnswer>('ensureHoaAccount');
export const syncHoaAccounts = call<void, SyncHoaAccountsAnswer>('syncHoaAccounts');
export const updateHoaAccount = call<UpdateHoaAccountRequest, { changed: boolean }>('updateHoaAccount');
