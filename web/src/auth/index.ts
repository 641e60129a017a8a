export { AuthSessionProvider } from './AuthSessionProvider';
export { useAuthSession } from './AuthSessionContext';
export { RequireSignIn } from './RequireSignIn';
export { signOut } from './signOut';
export type { AuthSession, SessionClaims } from './session';
