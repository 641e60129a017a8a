import { Body1, makeStyles, Subtitle1, Title1, tokens } from '@fluentui/react-components';
import { useAuthSession } from '../auth';
import { RouterButtonLink } from '../components/RouterLinks';

const useStyles = makeStyles({
  hero: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
    maxWidth: '48rem',
    padding: tokens.spacingHorizontalXXL,
    // Spacing comes from the gap, not from the headings' and paragraphs' default margins.
    '& > *': { margin: 0 },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

// Placeholder landing page: the full page (anchor sections, officers, events...) comes later.
// It must stay free of Firestore and Functions imports so the first visit loads only auth.
export default function LandingPage() {
  const styles = useStyles();
  const session = useAuthSession();

  return (
    <div className={styles.hero}>
      <Title1 as="h1">Lakeside HOA</Title1>
      <Body1 as="p">News, events, rules and dues for the homeowners of the Lakeside lake community.</Body1>
      {session.status === 'signed-out' ? (
        <div className={styles.actions}>
          <RouterButtonLink to="/auth" appearance="primary">
            Login
          </RouterButtonLink>
          <RouterButtonLink to="/auth">Register</RouterButtonLink>
        </div>
      ) : null}
      {session.status === 'signed-in' ? <Subtitle1 as="p">Welcome, {session.user.email}</Subtitle1> : null}
    </div>
  );
}
