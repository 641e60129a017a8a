import { Body1, Button, LargeTitle, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { ChatMail20Regular, News20Regular } from '@fluentui/react-icons';
import { ROUTES } from '@lakeside/domain';
import { RouterButtonLink } from '@/components/RouterButtonLink';
import { useAuthSession, useSignOut } from '@/features/auth';
import { ASSOCIATION } from '../content';

const useStyles = makeStyles({
  hero: {
    scrollMarginTop: 'var(--landing-sticky-offset)',
    backgroundImage: `linear-gradient(180deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground1} 100%)`,
    ':focus': { outlineStyle: 'none' },
  },
  inner: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
    maxWidth: '72rem',
    marginInline: 'auto',
    paddingBlock: '4rem',
    paddingInline: tokens.spacingHorizontalXL,
    '& > *': { margin: 0 },
  },
  tagline: { color: tokens.colorBrandForeground2 },
  intro: { maxWidth: '40rem', fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  // Holds the sign-in dependent row at its final height while the first auth answer is on
  // its way, so the buttons below do not jump when it arrives (no layout shift).
  account: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '32px',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** #home: who we are, the way in (or out), and shortcuts to the news and the contact form. */
export function HeroSection() {
  const styles = useStyles();
  return (
    <section id="home" aria-labelledby="home-heading" tabIndex={-1} className={styles.hero}>
      <div className={styles.inner}>
        <Subtitle2 as="p" className={styles.tagline}>
          {ASSOCIATION.tagline}
        </Subtitle2>
        <LargeTitle as="h1" id="home-heading">
          {ASSOCIATION.name}
        </LargeTitle>
        <Body1 as="p" className={styles.intro}>
          {ASSOCIATION.intro}
        </Body1>
        <div className={styles.account}>
          <AccountActions />
        </div>
        <div className={styles.actions}>
          <Button as="a" href="#announcements" icon={<News20Regular />}>
            Latest Updates
          </Button>
          <Button as="a" href="#contact" icon={<ChatMail20Regular />}>
            Contact Management
          </Button>
        </div>
      </div>
    </section>
  );
}

/**
 * Spec §2: Login and Register when signed out; a welcome line and Sign Out when signed in.
 * Nothing while the first auth answer is on its way (that is also how the pre-rendered landing
 * shell shows it, see prerenderShell.tsx).
 */
function AccountActions() {
  const session = useAuthSession();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return (
      <>
        <RouterButtonLink to={ROUTES.auth} appearance="primary">
          Login
        </RouterButtonLink>
        <RouterButtonLink to={ROUTES.auth}>Register</RouterButtonLink>
      </>
    );
  }
  return <SignedInActions email={session.user.email} />;
}

function SignedInActions({ email }: { email: string | null }) {
  const { signOut, busy } = useSignOut();

  return (
    <>
      <Text as="p" size={400}>
        Welcome back, <Text weight="semibold">{email}</Text>
      </Text>
      <Button onClick={() => void signOut()} disabledFocusable={busy}>
        Sign Out
      </Button>
    </>
  );
}
