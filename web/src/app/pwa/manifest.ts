import type { ManifestOptions } from 'vite-plugin-pwa';

// The web app manifest (installability: name, icons, standalone display, start URL). The theme
// colour is Fluent's brand blue, as in index.html's theme-color. Icons: web/public/icons, drawn
// by scripts/generate-icons.mjs.
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Lakeside HOA',
  short_name: 'Lakeside',
  description: 'News, events, rules and dues for the homeowners of the Lakeside lake community.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#0f6cbd',
  background_color: '#ffffff',
  categories: ['lifestyle', 'news'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
