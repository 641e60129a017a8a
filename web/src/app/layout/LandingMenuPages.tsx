import { makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAuthSession } from '@/features/auth';
import { sidebarGroups } from './sidebarItems';

const useStyles = makeStyles({
  heading: {
    margin: 0,
    marginBlockStart: tokens.spacingVerticalS,
    paddingBlockStart: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  list: { margin: 0, padding: 0, listStyleType: 'none' },
  link: {
    display: 'block',
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase400,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
  },
});

/**
 * The signed-in pages the sidebar lists (My Account, and the board's pages for an admin), under
 * the sections in the landing page's menu on a phone: one menu there, not two side by side.
 * Home is left out: the landing page is Home, and its sections are above.
 */
export default function LandingMenuPages() {
  const styles = useStyles();
  const headingId = useId();
  const session = useAuthSession();
  if (session.status !== 'signed-in') return null;
  const pages = sidebarGroups(session.claims.admin)
    .flatMap((group) => group.items)
    .filter((item) => item.label !== 'Home');
  return (
    <>
      <p id={headingId} className={styles.heading}>
        Your pages
      </p>
      <ul className={styles.list} aria-labelledby={headingId}>
        {pages.map((page) => (
          <li key={page.to}>
            <Link to={page.to} className={styles.link}>
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
