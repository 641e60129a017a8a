import { makeStyles, Spinner, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXL },
});

/** Shown in place of a page while what it needs is on its way (its code, auth, a check). */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Spinner size="small" label={label} />
    </div>
  );
}
