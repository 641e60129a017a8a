import { AuthSessionContext } from '@/features/auth';
import { renderWithStyles } from '@/lib/prerender';
import { HeroSection } from './components/HeroSection';
import { LandingNav } from './components/LandingNav';
import { LANDING_OFFSETS } from './offsets';

/**
 * Build time only (web/vite.config.ts, landingShell plugin): renders the landing page's top —
 * the section navigation and the hero, as a visitor sees them before the first auth answer —
 * to HTML with its styles, for index.html. A visitor on a slow connection sees the page's
 * heading and introduction at once, instead of a blank page until the JavaScript has arrived
 * and run; LandingPage removes this copy when it mounts, with the same content in the same
 * place.
 */
export function renderLandingShell(): string {
  return renderWithStyles(
    <AuthSessionContext.Provider value={{ status: 'loading' }}>
      <div style={LANDING_OFFSETS}>
        <LandingNav />
        <HeroSection />
      </div>
    </AuthSessionContext.Provider>,
  );
}
