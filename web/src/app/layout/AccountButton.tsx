import { Button, makeStyles, type ButtonProps } from '@fluentui/react-components';
import { PersonCircle24Regular } from '@fluentui/react-icons';
import { forwardRef } from 'react';
import { useIsMobile } from './useIsMobile';

const useStyles = makeStyles({
  trigger: { maxWidth: '18rem' },
  email: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/**
 * The user menu's button: the same one before the menu's code has loaded (UserMenu) and as the
 * menu's trigger (AccountMenu), so nothing moves when one replaces the other.
 */
export const AccountButton = forwardRef<HTMLButtonElement, ButtonProps & { email: string }>(
  function AccountButton({ email, ...props }, ref) {
    const styles = useStyles();
    const isMobile = useIsMobile();
    return (
      <Button
        {...props}
        ref={ref}
        appearance="subtle"
        className={styles.trigger}
        icon={<PersonCircle24Regular />}
        aria-label={`Account: ${email}`}
      >
        {/* On a phone the icon alone; the e-mail is in the menu's header and the button's name. */}
        {isMobile ? null : <span className={styles.email}>{email}</span>}
      </Button>
    );
  },
);
