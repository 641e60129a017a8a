// The auth feature's public API: who is signed in and what they may do (session, claims, own
// approval status), sign-in / register / sign-out, the admin gate, and the profiles collection
// (a profile is who the user is; the users and properties features list them). Other features
// import from here only, never from the folders inside.
export {
  listApprovedProfilesByLastName,
  watchPendingProfiles,
  watchProfilesNewestFirst,
  type ProfileRecord,
} from './api/profiles';
export { AdminOnly } from './components/AdminOnly';
export { AuthActionScreen } from './components/AuthActionScreen';
export { AuthScreen } from './components/AuthScreen';
export { EmailVerificationNotice } from './components/EmailVerificationNoticeLazy';
// AuthSessionContext: for rendering with a fixed session (the landing's pre-rendered shell).
export { AuthSessionContext, useAuthSession } from './session/AuthSessionContext';
export { AuthSessionProvider } from './session/AuthSessionProvider';
export { RequireSignIn } from './session/RequireSignIn';
export type { AuthSession, SessionClaims } from './session/session';
export { onSessionReady, onSigningIn, type ReadySession } from './session/sessionEvents';
export { useAdminCheck, type AdminCheck } from './session/useAdminCheck';
export { useOwnApprovalStatus } from './session/useOwnApprovalStatus';
export { useSignOut } from './session/useSignOut';
