import { makeStyles, Spinner, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXL },
});

/** Shown while a route's code or the first auth answer is on its way. */
export function PageSpinner() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Spinner size="small" label="Loading..." />
    </div>
  );
}
