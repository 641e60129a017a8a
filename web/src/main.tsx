// first: before any module that may load zod
import './lib/zodWithoutEval';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { quietFocusSentinels } from './app/a11y/focusSentinels';
import { App } from './app/App';
import { keepPrerenderedMyAccount } from './app/prerenderedMyAccount';
import { reloadOnStaleChunks } from './lib/reloadForNewBuild';
import { markTiming } from './lib/timing';

markTiming('app-start');
reloadOnStaleChunks();

function startApp() {
  quietFocusSentinels();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  keepPrerenderedMyAccount();

  // In a transition, React renders the first screen in small slices and lets the browser breathe
  // in between, instead of one long task that freezes a slow phone (Lighthouse's Total Blocking
  // Time). Meanwhile the visitor of / already reads the pre-rendered landing shell (index.html).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// index.html's boot script adds this module's <script> itself (see web/vite.config.ts), and
// such a script runs as soon as it has loaded, which can be before the page is parsed.
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', startApp, { once: true });
else startApp();
