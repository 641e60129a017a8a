import { EXPIRE_AT } from '@lakeside/domain';
import { Timestamp } from 'firebase-admin/firestore';

/**
 * The field a document that only matters for a while is written with: its TTL policy has
 * Firestore delete it once this is past (domain EXPIRING_COLLECTIONS).
 */
export function expiresAfter(keptMs: number, fromMs: number = Date.now()): { [EXPIRE_AT]: Timestamp } {
  return { [EXPIRE_AT]: Timestamp.fromMillis(fromMs + keptMs) };
}
