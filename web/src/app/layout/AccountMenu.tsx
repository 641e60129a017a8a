import {
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
import { PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { ROUTES } from '@lakeside/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '@/features/auth';
import { AccountButton } from './AccountButton';

const useStyles = makeStyles({
  header: { overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
});

/**
 * The user menu itself (UserMenu loads it when it is first opened): who is signed in, the way to
 * their account and out. It mounts open, as the press that loaded it asked.
 */
export default function AccountMenu({ email }: { email: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { signOut, busy } = useSignOut();
  const [open, setOpen] = useState(true);

  function signOutAndLeave() {
    // To the public page first: a signed-in page would send the visitor on to the sign-in form
    // the moment the session ends. Sign Out's toasts say whether it worked.
    navigate(ROUTES.home);
    void signOut();
  }

  return (
    <Menu positioning="below-end" open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <MenuTrigger disableButtonEnhancement>
        <AccountButton email={email} />
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
