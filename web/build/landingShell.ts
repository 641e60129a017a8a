import react from '@vitejs/plugin-react';
import { createServer, type HtmlTagDescriptor, type Plugin } from 'vite';
import { appDomainForBuild } from './appDomain.ts';
import { BOOT_DATA_ID, BOOT_SCRIPT } from './bootScript.ts';
import { pagePreloads } from './pagePreloads.ts';
import { alias, webRoot } from './paths.ts';

/** index.html's entry <script> as Vite writes it: the boot script starts the entry instead. */
const ENTRY_SCRIPT_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * Puts a pre-rendered copy of the landing page's top (section navigation and hero, from
 * src/features/landing/prerenderShell.tsx) into index.html, with its styles, and the list of
 * PRELOADED_PAGES' code (pagePreloads.ts). A visitor of / sees the page's heading at once (first
 * paint and largest paint no longer wait for the JavaScript); LandingPage removes the copy when
 * it mounts. index.html is also every other route's page, so a tiny inline script (BOOT_SCRIPT,
 * bootScript.ts) starts the app's code and that of the page at the address, if listed, and hides
 * the copy on every page but / before anything is painted. Likewise My HOA Account's first
 * screen and the board's pages', src/app/prerenderAppShells.tsx, each at
 * its address.
 */
export function landingShell(): Plugin {
  let mode = 'production';
  return {
    name: 'landing-shell',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!context.bundle) return html;
        const pages = pagePreloads(context.bundle);
        // the association's own domain, where a production app served elsewhere moves to
        const home = mode === 'production' ? appDomainForBuild() : null;
        const entry = ENTRY_SCRIPT_TAG.exec(html)?.[1];
        if (!entry)
          throw new Error('index.html has no entry <script type="module"> to start from the boot script');
        html = html.replace(ENTRY_SCRIPT_TAG, '');
        // A throwaway server renders the components with the app's own module resolution.
        const server = await createServer({
          configFile: false,
          root: webRoot,
          mode,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
          resolve: { alias },
          plugins: [react()],
        });
        let shell: string;
        let appShells: string;
        let appShellsStyle: string;
        try {
          const { renderLandingShell } = (await server.ssrLoadModule(
            '/src/features/landing/prerenderShell.tsx',
          )) as {
            renderLandingShell: () => string;
          };
          shell = renderLandingShell();
          const { renderAppShells, appShellsCss } = (await server.ssrLoadModule(
            '/src/app/prerenderAppShells.tsx',
          )) as {
            renderAppShells: () => string;
            appShellsCss: () => string;
          };
          appShells = renderAppShells();
          appShellsStyle = appShellsCss();
        } finally {
          await server.close();
        }
        // My HOA Account's frame and the board's pages' first screen go inside #root: React's
        // first render replaces them with the same screen (src/app/prerenderedMyAccount.tsx,
        // components/CheckingPermissions.tsx). Their styles go in <head>, for that frame to keep
        // them, and before the landing shell's: Griffel's rules must stay in its bucket order (a
        // base rule after another set's media rules would override them). Those the landing
        // shell already brings (the theme's variables) are not repeated.
        const styleElement = /<style[^>]*>[\s\S]*?<\/style>/g;
        const appShellsStyles = (appShells.match(styleElement) ?? []).filter(
          (style) => !shell.includes(style),
        );
        const appShellsMarkup = appShells.replace(styleElement, '');
        const root = '<div id="root"></div>';
        if (!html.includes(root) || !html.includes('</head>'))
          throw new Error(`index.html has no ${root} or </head>`);
        html = html
          .replace('</head>', `${appShellsStyles.join('')}</head>`)
          .replace(root, `<div id="root">${appShellsMarkup}</div>`);
        const tags: HtmlTagDescriptor[] = [
          // The list is data, not code: the script below stays the same text whatever the
          // build's file names, so the Content-Security-Policy can allow it by its hash.
          {
            tag: 'script',
            attrs: { type: 'application/json', id: BOOT_DATA_ID },
            injectTo: 'head-prepend',
            children: JSON.stringify({ entry, pages, home }),
          },
          { tag: 'script', injectTo: 'head-prepend', children: BOOT_SCRIPT },
          {
            tag: 'style',
            injectTo: 'head',
            // On top of the app while it loads (it shows a spinner there), full width, as tall
            // as the screen; hidden on every page but /.
            children:
              'body{margin:0}' +
              '#landing-shell{position:absolute;inset:0 0 auto 0;z-index:3;min-height:100vh;background:#fff}' +
              '.not-landing #landing-shell{display:none}' +
              // My HOA Account's frame shows only at its own address, the board's pages' at theirs
              appShellsStyle,
          },
          { tag: 'div', attrs: { id: 'landing-shell' }, children: shell, injectTo: 'body-prepend' },
        ];
        return { html, tags };
      },
    },
  };
}
