// The audit log (auditLog/{id}, written only by the functions, DESIGN.md §3–4): one entry per
// change a person made to someone's standing or to an account's money, with who made it and
// when. One family with a common base, so whoever reads the log handles every kind alike.
import type { ApprovalStatus } from './auth.js';

/** Who made a change: the verified caller of a function. */
export interface AuditActor {
  uid: string;
  email: string | null;
}

interface AuditEntryBase<Time> {
  actorUid: string;
  actorEmail: string | null;
  at: Time;
}

/** An approval status change (setApprovalStatus). */
export interface ApprovalAuditEntry<Time = unknown> extends AuditEntryBase<Time> {
  action: 'setApprovalStatus';
  targetUid: string;
  from: ApprovalStatus;
  to: ApprovalStatus;
}

/** An HOA account's figures: what it owes, the years it owes, and any credit it holds. */
export interface HoaAccountFigures {
  balanceCents: number;
  yearsOwed: string[];
  /**
   * Money received beyond what the account owed, held for the next bill (which uses it first).
   * Absent when none: accounts and trail entries from before credits existed read as 0.
   */
  creditCents?: number;
}

/** An admin's edit of an HOA account (updateHoaAccount): before → after. */
export interface HoaAccountAuditEntry<Time = unknown> extends AuditEntryBase<Time> {
  action: 'updateHoaAccount';
  propertyId: string;
  before: HoaAccountFigures;
  after: HoaAccountFigures;
}

export type AuditEntry<Time = unknown> = ApprovalAuditEntry<Time> | HoaAccountAuditEntry<Time>;

/** The common part of every entry: who, and when (`at` is the server's time in practice). */
export function auditedBy<Time>(actor: AuditActor, at: Time): AuditEntryBase<Time> {
  return { actorUid: actor.uid, actorEmail: actor.email, at };
}
