import { Spinner, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({ padded: { padding: tokens.spacingHorizontalXXL } });

/** What an admin page shows until the admin check has answered (spec §2, §6). */
export function CheckingPermissions() {
  const styles = useStyles();
  return (
    <div className={styles.padded}>
      <Spinner size="small" label="Checking permissions..." />
    </div>
  );
}
