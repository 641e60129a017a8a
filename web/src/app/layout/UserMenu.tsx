import {
  Button,
  makeStyles,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
} from '@fluentui/react-components';
import { PersonCircle24Regular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { ROUTES } from '@lakeside/domain';
import { useNavigate } from 'react-router-dom';
import { useAuthSession, useSignOut } from '@/features/auth';
import { useIsMobile } from './useIsMobile';

const useStyles = makeStyles({
  trigger: { maxWidth: '18rem' },
  email: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  header: { overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
});

/**
 * Who is signed in, and the way to their account and out (issue 12): on every signed-in page,
 * at the end of the app bar (or of the landing page's navigation). Loaded lazily with the
 * signed-in chrome, so the landing page's first visit does not carry Fluent's menu code.
 */
export default function UserMenu() {
  const styles = useStyles();
  const session = useAuthSession();
  const navigate = useNavigate();
  const { signOut, busy } = useSignOut();
  const isMobile = useIsMobile();
  if (session.status !== 'signed-in') return null;
  // Accounts are created with an e-mail and password (spec §4), so there always is one.
  const email = session.user.email ?? '';

  function signOutAndLeave() {
    // To the public page first: a signed-in page would send the visitor on to the sign-in form
    // the moment the session ends. Sign Out's toasts say whether it worked.
    navigate(ROUTES.home);
    void signOut();
  }

  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={styles.trigger}
          icon={<PersonCircle24Regular />}
          aria-label={`Account: ${email}`}
        >
          {/* On a phone the icon alone; the e-mail is in the menu's header and the button's name. */}
          {isMobile ? null : <span className={styles.email}>{email}</span>}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader className={styles.header}>Signed in as {email}</MenuGroupHeader>
            <MenuItem icon={<PersonRegular />} onClick={() => navigate(ROUTES.myAccount)}>
              My Account
            </MenuItem>
          </MenuGroup>
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} disabled={busy} onClick={signOutAndLeave}>
            Sign Out
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
