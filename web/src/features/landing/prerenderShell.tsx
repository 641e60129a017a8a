import {
  createDOMRenderer,
  FluentProvider,
  RendererProvider,
  renderToStyleElements,
  webLightTheme,
} from '@fluentui/react-components';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { AuthSessionContext } from '@/features/auth';
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
  const renderer = createDOMRenderer();
  const markup = renderToString(
    <RendererProvider renderer={renderer}>
      <FluentProvider theme={webLightTheme}>
        <AuthSessionContext.Provider value={{ status: 'loading' }}>
          <div style={LANDING_OFFSETS}>
            <LandingNav />
            <HeroSection />
          </div>
        </AuthSessionContext.Provider>
      </FluentProvider>
    </RendererProvider>,
  );
  const styles = renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>);
  return styles + markup;
}
