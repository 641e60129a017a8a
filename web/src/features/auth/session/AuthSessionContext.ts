import { createContext, useContext } from 'react';
import type { AuthSession } from './session';

export const AuthSessionContext = createContext<AuthSession | undefined>(undefined);

export function useAuthSession(): AuthSession {
  const session = useContext(AuthSessionContext);
  if (!session) throw new Error('useAuthSession must be used inside <AuthSessionProvider>');
  return session;
}
