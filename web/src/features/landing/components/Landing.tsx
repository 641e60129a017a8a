import { makeStyles } from '@fluentui/react-components';
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { AnnouncementsSection } from './AnnouncementsSection';
import { ContactSection } from './ContactSection';
import { EventsSection } from './EventsSection';
import { HeroSection } from './HeroSection';
import { LandingFooter } from './LandingFooter';
import { LandingNav } from './LandingNav';
import { LANDING_OFFSETS } from '../offsets';
import { OfficersSection } from './OfficersSection';
import { ProjectsSection } from './ProjectsSection';
import { RulesSection } from './RulesSection';
import { SponsorsSection } from './SponsorsSection';
import { useHashNavigation } from '../hooks/useHashNavigation';

/** id of the pre-rendered copy of the page's top in index.html (web/vite.config.ts, landingShell) */
const LANDING_SHELL_ID = 'landing-shell';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column' },
});

// Below the hero, in page order.
const SECTIONS_BELOW_THE_HERO: ComponentType[] = [
  OfficersSection,
  EventsSection,
  ProjectsSection,
  AnnouncementsSection,
  RulesSection,
  SponsorsSection,
  ContactSection,
  LandingFooter,
];

/**
 * How many of the sections below the hero to show: one more after each commit, in a
 * transition. Rendering and inserting the whole page at once is one long task that freezes a
 * slow phone for a few hundred milliseconds while its visitor already reads the hero; section
 * by section, the browser stays responsive in between (Lighthouse's Total Blocking Time).
 */
function useSectionsRevealed(total: number): number {
  const [revealed, setRevealed] = useState(0);
  useEffect(() => {
    if (revealed < total) startTransition(() => setRevealed(revealed + 1));
  }, [revealed, total]);
  return revealed;
}

interface LandingProps {
  /** Before the brand in the navigation: the signed-in app's sidebar toggle. */
  navStart?: ReactNode;
  /** After the section links: the signed-in app's user menu. */
  navEnd?: ReactNode;
  /** signed in: the pages the sidebar lists, in the phone's one menu */
  navPages?: ReactNode;
}

/**
 * The public landing page (spec §2): one page of anchored sections below a sticky navigation.
 * Its content lives in ../content.ts. It must stay free of Firestore and Functions imports
 * (lint refuses them in this feature, and the build fails if one sneaks in through another
 * module, see web/vite.config.ts): a first visit loads only Auth.
 */
export function Landing({ navStart, navEnd, navPages }: LandingProps) {
  const styles = useStyles();
  const revealed = useSectionsRevealed(SECTIONS_BELOW_THE_HERO.length);
  useHashNavigation(revealed === SECTIONS_BELOW_THE_HERO.length);

  // The same navigation and hero are in the DOM now, in the same place: the pre-rendered copy
  // goes before the browser paints, so the swap cannot be seen.
  useLayoutEffect(() => document.getElementById(LANDING_SHELL_ID)?.remove(), []);

  return (
    <div className={styles.page} style={LANDING_OFFSETS}>
      <LandingNav start={navStart} end={navEnd} pages={navPages} />
      <HeroSection />
      {SECTIONS_BELOW_THE_HERO.slice(0, revealed).map((Section, index) => (
        // a fixed list, so the position is a stable key
        <Section key={index} />
      ))}
    </div>
  );
}
