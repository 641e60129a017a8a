export { AuthSessionProvider } from './AuthSessionProvider';
export { useAuthSession } from './AuthSessionContext';
export { RequireSignIn } from './RequireSignIn';
export { signOut } from './signOut';
export { useAdminCheck, type AdminCheck } from './useAdminCheck';
export { useOwnApprovalStatus } from './useOwnApprovalStatus';
export type { AuthSession, SessionClaims } from './session';
