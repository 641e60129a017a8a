import {
  createDOMRenderer,
  FluentProvider,
  RendererProvider,
  renderToStyleElements,
  webLightTheme,
} from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';

/**
 * Build time only (web/vite.config.ts, landingShell plugin): `element` rendered to HTML inside
 * the app's Fluent theme, preceded by the <style> elements Griffel made for it, for a first screen
 * pre-rendered into index.html. React's first render in the browser puts the same markup in the
 * same place, so the page does not move when the JavaScript takes over.
 */
export function renderWithStyles(element: ReactElement): string {
  const renderer = createDOMRenderer();
  const markup = renderToString(
    <RendererProvider renderer={renderer}>
      <FluentProvider theme={webLightTheme}>{element}</FluentProvider>
    </RendererProvider>,
  );
  const styles = renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>);
  return styles + markup;
}
