import type { AuditActor, PropertyAddress } from '@lakeside/domain';
import type { DocumentData, FirestoreDataConverter, Timestamp } from 'firebase/firestore';

// How every api/ module reads a stored document into the record its screens use. Firestore
// hands back whatever is stored, so each field is read defensively: a missing or mistyped field
// becomes its empty value, never a crash on the board's list. One home, so the five collections
// the web app reads agree on what "empty" is.

/** A string field, or '' when absent or not a string. */
export const textField = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A string field, or null when absent or not a string (a fact not known yet). */
export const textOrNullField = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Integer cents, or 0 (money is never a fraction of a cent, DESIGN §3). */
export const centsField = (value: unknown): number => (Number.isSafeInteger(value) ? (value as number) : 0);

/** A list of strings (uids, years), or [] when absent. */
export const stringListField = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A timestamp, or null while the server's has not arrived (or it was never set). */
export const timeField = (value: unknown): Timestamp | null => (value as Timestamp | undefined) ?? null;

/** A whole number (a count), or 0: read like cents. */
export const countField = centsField;

/** Who did something (a rate set, a run started): uid and e-mail, each empty when absent. */
export function actorField(value: unknown): AuditActor {
  const actor = (value ?? {}) as { uid?: unknown; email?: unknown };
  return { uid: textField(actor.uid), email: textOrNullField(actor.email) };
}

/** One of `allowed`, or `fallback` for anything else. */
export function oneOfField<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** The address copied onto payments and HOA accounts. */
export function addressField(value: unknown): PropertyAddress {
  const address = (value ?? {}) as Partial<Record<keyof PropertyAddress, unknown>>;
  return {
    streetAddress: textField(address.streetAddress),
    city: textField(address.city),
    state: textField(address.state),
    zipCode: textField(address.zipCode),
  };
}

/**
 * A converter for a collection only the functions write: reading builds the record from the
 * document's data and id; writing through it is a bug, and says so. Server timestamps read as
 * 'estimate', so a document just written shows its local time until the server's arrives.
 */
export function readOnlyConverter<T>(
  collectionName: string,
  read: (data: DocumentData, id: string) => T,
): FirestoreDataConverter<T> {
  return {
    toFirestore: () => {
      throw new Error(`${collectionName} are written only by the functions`);
    },
    fromFirestore: (snapshot, options) =>
      read(snapshot.data({ serverTimestamps: 'estimate', ...options }), snapshot.id),
  };
}

/**
 * A converter for a collection the web app also writes, whose record carries the document id
 * under `idKey`: the id is the document's name, so it is left out of the stored fields.
 */
export function idKeyedConverter<T extends object>(
  idKey: keyof T & string,
  read: (data: DocumentData, id: string) => T,
): FirestoreDataConverter<T> {
  return {
    toFirestore: (record) => {
      const data: DocumentData = { ...record };
      delete data[idKey];
      return data;
    },
    fromFirestore: (snapshot, options) =>
      read(snapshot.data({ serverTimestamps: 'estimate', ...options }), snapshot.id),
  };
}
