import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Dismiss24Regular, Navigation24Regular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ASSOCIATION, LANDING_SECTIONS } from '../content';

// The eight links need about 50rem; below that (a phone, or a laptop with the signed-in sidebar
// open) they fold into the menu. A container query, not a media query, because the space left
// depends on the sidebar, not only on the viewport.
const NARROW = '@container (max-width: 52rem)';
// Signed in, the bar also holds the sidebar's toggle and the account button (about 26rem more):
// the links stay in one row only where all of it fits, else they fold (at 1280 px with
// the sidebar open, 'Contact' wrapped and the account's address was cut).
const NARROW_SIGNED_IN = '@container (max-width: 84rem)';
// A phone: one menu. The sections' menu also lists the signed-in pages, so the
// sidebar's own toggle steps aside (the sidebar's breakpoint, as CARDS_QUERY).
const PHONE = '@media (max-width: 47.99rem)';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    containerType: 'inline-size',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    maxWidth: '72rem',
    minHeight: '56px',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalXL,
  },
  // Signed in: the controls share the row with the brand, with tighter spacing, and a wider row.
  rowWithControls: {
    gap: tokens.spacingHorizontalS,
    paddingInline: tokens.spacingHorizontalS,
    maxWidth: '84rem',
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexShrink: 0,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
  },
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXXS,
    margin: 0,
    marginInlineStart: 'auto',
    padding: 0,
    listStyleType: 'none',
    [NARROW]: { display: 'none' },
  },
  linksSignedIn: { [NARROW_SIGNED_IN]: { display: 'none' } },
  // the sidebar's toggle, while the menu holds the pages (a phone)
  start: { display: 'contents', [PHONE]: { display: 'none' } },
  link: {
    display: 'block',
    paddingBlock: tokens.spacingVerticalSNudge,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    textDecorationLine: 'none',
    ':hover': {
      backgroundColor: tokens.colorSubtleBackgroundHover,
      color: tokens.colorNeutralForeground2Hover,
    },
  },
  menuButton: {
    display: 'none',
    [NARROW]: { display: 'inline-flex', marginInlineStart: 'auto' },
  },
  menuButtonSignedIn: { [NARROW_SIGNED_IN]: { display: 'inline-flex', marginInlineStart: 'auto' } },
  // Laid over the page rather than pushing it down, so opening or closing it never moves
  // the section an anchor has just scrolled to.
  panel: {
    display: 'none',
    position: 'absolute',
    insetInline: 0,
    top: '100%',
    margin: 0,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow8,
  },
  panelOpen: { [NARROW]: { display: 'block' } },
  panelOpenSignedIn: { [NARROW_SIGNED_IN]: { display: 'block' } },
  // the signed-in pages, under the sections: only on a phone, where they are the one menu
  pages: { display: 'none', [PHONE]: { display: 'block' } },
  panelList: { margin: 0, padding: 0, listStyleType: 'none' },
  panelLink: {
    paddingBlock: tokens.spacingVerticalM,
    fontSize: tokens.fontSizeBase400,
  },
});

interface LandingNavProps {
  /** Signed in: the app bar's controls, which live in this bar on the landing page (one header). */
  start?: ReactNode;
  end?: ReactNode;
  /** Signed in: the pages the sidebar lists, for the menu on a phone (its one menu). */
  pages?: ReactNode;
}

/** The sticky top navigation with the eight section anchors and, on narrow screens, a menu. */
export function LandingNav({ start, end, pages }: LandingNavProps) {
  const styles = useStyles();
  const panelId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // A tap or click anywhere else closes the menu, as it does in native apps.
  useEffect(() => {
    if (!menuOpen) return;
    function onPointerDown(event: PointerEvent) {
      if (!navRef.current?.contains(event.target as Node)) setMenuOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
  }

  const signedIn = start !== undefined || end !== undefined;
  return (
    <nav ref={navRef} aria-label="Sections" className={styles.bar} onKeyDown={onKeyDown}>
      <div className={mergeClasses(styles.row, signedIn && styles.rowWithControls)}>
        {start !== undefined ? (
          <span className={mergeClasses(pages !== undefined && styles.start)}>{start}</span>
        ) : null}
        <a href="#home" className={styles.brand}>
          {/* Decorative: the link's text names it. Sized up front so nothing moves when it loads. */}
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {ASSOCIATION.name}
        </a>
        <ul className={mergeClasses(styles.links, signedIn && styles.linksSignedIn)}>
          {LANDING_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={styles.link}>
                {section.label}
              </a>
            </li>
          ))}
        </ul>
        <Button
          ref={menuButtonRef}
          className={mergeClasses(styles.menuButton, signedIn && styles.menuButtonSignedIn)}
          appearance="subtle"
          icon={menuOpen ? <Dismiss24Regular /> : <Navigation24Regular />}
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </Button>
        {end}
      </div>
      <div
        id={panelId}
        className={mergeClasses(
          styles.panel,
          menuOpen && styles.panelOpen,
          menuOpen && signedIn && styles.panelOpenSignedIn,
        )}
      >
        <ul className={styles.panelList}>
          {LANDING_SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className={mergeClasses(styles.link, styles.panelLink)}
                onClick={() => setMenuOpen(false)}
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
        {pages !== undefined ? (
          <div className={styles.pages} onClick={() => setMenuOpen(false)}>
            {pages}
          </div>
        ) : null}
      </div>
    </nav>
  );
}
