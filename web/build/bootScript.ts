import { PROJECT_HOSTING_HOST } from '../../domain/src/appDomain.ts';
import { MARKS_BOOT_SCRIPT } from '../src/app/prerenderedMarks.ts';

/** The id of index.html's boot data: the JSON the boot script reads (see landingShell). */
export const BOOT_DATA_ID = 'boot-data';

/**
 * index.html's one inline script (see landingShell). firebase.json's Content-Security-Policy
 * allows it by its SHA-256: checkInlineScriptHashes fails the build when the two disagree.
 *
 * It starts the app's code (the entry chunk, `entry` in the boot data) and the code of the page
 * at the address (its `pages`), instead of a <script src> in index.html. At / it waits for the
 * first frame (the pre-rendered landing top, see landingShell) to be painted, with a timer
 * as a backstop for a tab that paints no frames (hidden): the page is readable before any
 * script runs, and Lighthouse's simulation counts every script that finished downloading before
 * the observed first paint as holding that paint up. Elsewhere
 * it starts at once: those pages need the code to show their data. It also marks <html> with
 * what the pre-rendered first screens' CSS chooses by (src/app/prerenderedMarks.ts).
 *
 * Opened on the project's own Hosting address while the association has its own domain (`home`
 * in the boot data: appDomain.ts), it starts nothing and goes to the same page there, where the
 * resident's session is (a browser keeps one per address): domain movesToAppDomain, spelled
 * here in the script's own words; a unit test holds the two to the same answers.
 */
export const BOOT_SCRIPT =
  `{ const boot = JSON.parse(document.getElementById('${BOOT_DATA_ID}').textContent); let started = false;` +
  ` const host = location.hostname; if (boot.home && host !== boot.home && ${PROJECT_HOSTING_HOST}.test(host) && host.indexOf('--') < 0)` +
  ` location.replace('https://' + boot.home + location.pathname + location.search + location.hash); else {` +
  ` const start = () => { if (started) return; started = true;` +
  ` const script = document.createElement('script'); script.type = 'module';` +
  ` script.crossOrigin = ''; script.src = boot.entry; document.head.appendChild(script);` +
  ` for (const href of boot.pages[location.pathname] || []) {` +
  ` const link = document.createElement('link'); link.rel = 'modulepreload';` +
  ` link.crossOrigin = ''; link.href = href; document.head.appendChild(link); } };` +
  ` if (location.pathname === '/') { requestAnimationFrame(() => setTimeout(start)); setTimeout(start, 1000); } else start(); } }` +
  ` if (location.pathname !== '/') document.documentElement.classList.add('not-landing');` +
  MARKS_BOOT_SCRIPT;
