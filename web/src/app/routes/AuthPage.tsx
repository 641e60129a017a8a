import { AuthScreen } from '@/features/auth';

export default function AuthPage() {
  return <AuthScreen />;
}
