import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Dismiss24Regular, Navigation24Regular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ASSOCIATION, LANDING_SECTIONS } from '../content';

// The eight links need about 50rem; below that (a phone, or a laptop with the signed-in sidebar
// open) they fold into the menu. A container query, not a media query, because the space left
// depends on the sidebar, not only on the viewport.
const NARROW = '@container (max-width: 52rem)';

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
  // Four controls share a phone's width with the brand when signed in: tighter spacing.
  rowWithControls: { gap: tokens.spacingHorizontalS, paddingInline: tokens.spacingHorizontalS },
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
    listStyleType: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow8,
  },
  panelOpen: { [NARROW]: { display: 'block' } },
  panelLink: {
    paddingBlock: tokens.spacingVerticalM,
    fontSize: tokens.fontSizeBase400,
  },
});

interface LandingNavProps {
  /** Signed in: the app bar's controls, which live in this bar on the landing page (one header). */
  start?: ReactNode;
  end?: ReactNode;
}

/** The sticky top navigation with the eight section anchors and, on narrow screens, a menu. */
export function LandingNav({ start, end }: LandingNavProps) {
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

  return (
    <nav ref={navRef} aria-label="Sections" className={styles.bar} onKeyDown={onKeyDown}>
      <div className={mergeClasses(styles.row, start !== undefined && styles.rowWithControls)}>
        {start}
        <a href="#home" className={styles.brand}>
          {/* Decorative: the link's text names it. Sized up front so nothing moves when it loads. */}
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {ASSOCIATION.name}
        </a>
        <ul className={styles.links}>
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
          className={styles.menuButton}
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
      <ul id={panelId} className={mergeClasses(styles.panel, menuOpen && styles.panelOpen)}>
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
    </nav>
  );
}
