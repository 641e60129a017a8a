import { Landing } from '@/features/landing';

// Every route is a lazily loaded module that only composes features (docs/architecture.md).
export default function LandingPage() {
  return <Landing />;
}
