import { Body1, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { cardSurface } from './cardSurface';
import { ROUTES } from '@lakeside/domain';
import { NOT_ADMIN_TEXT } from './texts';
import type { Notice } from './notify';
import { RouterButtonLink } from './RouterButtonLink';

/** The toast of a non-admin sent away from an admin page (spec §6). */
export const ADMIN_ONLY_NOTICE: Notice = { title: 'Access Denied', body: NOT_ADMIN_TEXT, intent: 'error' };

const useStyles = makeStyles({
  card: {
    ...cardSurface,
    maxWidth: '28rem',
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalM,
  },
  title: { margin: 0 },
});

/** Spec §2/§6: what a non-admin sees on /admin/users. */
export function AccessDeniedCard() {
  const styles = useStyles();
  return (
    <section className={styles.card} aria-labelledby="access-denied-title">
      <Subtitle1 as="h1" id="access-denied-title" className={styles.title}>
        Access Denied
      </Subtitle1>
      <Body1 as="p">{NOT_ADMIN_TEXT}</Body1>
      <div>
        <RouterButtonLink to={ROUTES.home} appearance="primary">
          Back to Home
        </RouterButtonLink>
      </div>
    </section>
  );
}
