import { Body1, Card, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { RouterButtonLink } from '../../../components/RouterLinks';

const useStyles = makeStyles({
  card: { maxWidth: '28rem', padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  title: { margin: 0 },
});

/** Spec §2/§6: what a non-admin sees on /admin/users. */
export function AccessDeniedCard() {
  const styles = useStyles();
  return (
    <Card className={styles.card} role="region" aria-labelledby="access-denied-title">
      <Subtitle1 as="h1" id="access-denied-title" className={styles.title}>
        Access Denied
      </Subtitle1>
      <Body1 as="p">You don&apos;t have admin privileges to access this page.</Body1>
      <div>
        <RouterButtonLink to="/" appearance="primary">
          Back to Home
        </RouterButtonLink>
      </div>
    </Card>
  );
}
