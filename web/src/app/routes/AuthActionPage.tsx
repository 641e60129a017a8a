import { AuthActionScreen } from '@/features/auth';

export default function AuthActionPage() {
  return <AuthActionScreen />;
}
