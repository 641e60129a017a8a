// After a deploy, a tab opened on the build before asks for that build's code by its old names,
// which the new deploy no longer has (404). The app then reloads once, into the build now
// deployed, instead of leaving a blank page or a broken one. Once: if the code is still missing
// after a reload (a broken deploy, or no connection), reloading again would only loop, so the
// page shows its failure as it would have.

const RELOADED_AT = 'lakeside.reloadedForNewBuild';
/** a second failure within this long of the reload is not the old build's: no second reload */
const ONCE_WITHIN_MS = 60_000;

/** Reloads the page for a newer build, unless offline or just reloaded; answers whether it did. */
export function reloadForNewBuild(): boolean {
  if (!navigator.onLine) return false;
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < ONCE_WITHIN_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false; // storage blocked: no way to know it reloaded already, so never loop
  }
  window.location.reload();
  return true;
}

/**
 * Vite's event when a chunk's preloaded dependencies fail to load: taken as the old build's,
 * and answered by one reload (the event's default would throw instead).
 */
export function reloadOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewBuild()) event.preventDefault();
  });
}
