import { useEffect } from 'react';
import { AuthScreen } from '@/features/auth';
import { loadTopBar } from '../layout/AppLayout';

export default function AuthPage() {
  // The signed-in app's top bar comes right after Sign In: its code (three levels of imports)
  // loads while the visitor types, not after the press.
  useEffect(() => {
    loadTopBar().catch(() => undefined);
  }, []);
  return <AuthScreen />;
}
