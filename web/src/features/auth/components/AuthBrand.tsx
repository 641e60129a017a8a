import { makeStyles, tokens } from '@fluentui/react-components';
import { ROUTES } from '@lakeside/domain';
import { Link } from 'react-router-dom';

const useStyles = makeStyles({
  brand: {
    display: 'inline-flex',
    alignSelf: 'flex-start',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
  },
});

/**
 * The association's mark at the top of the sign-in and e-mail-link pages: a visitor
 * who arrives from an e-mail sees whose page this is, and has a way home.
 */
export function AuthBrand() {
  const styles = useStyles();
  return (
    <Link to={ROUTES.home} className={styles.brand}>
      {/* Decorative: the link's text names it. Sized up front so nothing moves when it loads. */}
      <img src="/favicon.svg" alt="" width={28} height={28} />
      Lakeside HOA
    </Link>
  );
}
