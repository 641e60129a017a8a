import { oldestYearOwed, type HoaAccountFigures } from '@lakeside/domain';
import { FieldValue } from 'firebase-admin/firestore';

/**
 * The one way an account's balance and years are written (payments, recorded payments and
 * their voids, billing, the admin's edit): with them goes `oldestYearOwed`, which Delinquent
 * Accounts and the reminders query by range (domain/src/delinquency.ts), and the time.
 */
export function accountFiguresUpdate(after: HoaAccountFigures) {
  return {
    balanceCents: after.balanceCents,
    yearsOwed: after.yearsOwed,
    oldestYearOwed: oldestYearOwed(after.yearsOwed),
    updatedAt: FieldValue.serverTimestamp(),
  };
}
