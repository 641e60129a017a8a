import { fileURLToPath } from 'node:url';

// What the build's plugins and vite.config.ts share: where the web app is.

/** web/, the app's root (index.html, src/). */
export const webRoot = fileURLToPath(new URL('..', import.meta.url));

// `@/…` is web/src (feature folders, shared components, lib): the same alias as tsconfig.json.
export const alias = { '@': fileURLToPath(new URL('../src', import.meta.url)) };

/** The landing page's route module (its own chunk). */
export const LANDING_PAGE = '/src/app/routes/LandingPage.tsx';
