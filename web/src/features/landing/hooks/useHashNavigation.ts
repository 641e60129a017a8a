import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Brings the section named in the URL's #fragment into view and gives it focus.
 *
 * - On a first visit to /#rules the browser looks for #rules before React has rendered it,
 *   finds nothing and stays at the top: this scrolls once the sections exist
 *   (`sectionsRendered`).
 * - After an anchor jump, focus moves to the section, so the next Tab continues from there
 *   (and a link in the mobile menu, which closes on click, does not leave focus nowhere).
 */
export function useHashNavigation(sectionsRendered: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!sectionsRendered) return;
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView();
    target.focus({ preventScroll: true });
  }, [hash, sectionsRendered]);
}
