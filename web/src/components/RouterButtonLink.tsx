import { Button, type ButtonProps } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { RouterLinkProps } from './RouterLink';

// A real <a href> that looks like a Fluent button (see RouterLink.tsx for why a real link).

interface RouterButtonLinkProps extends RouterLinkProps {
  appearance?: ButtonProps['appearance'];
  icon?: ButtonProps['icon'];
  /** where the visible text alone would not say which record it is for (a row's link) */
  'aria-label'?: string;
}

/** A link that looks like a Fluent button, for calls to action that go to another route. */
export function RouterButtonLink({
  to,
  children,
  appearance,
  icon,
  'aria-label': ariaLabel,
}: RouterButtonLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button as="a" href={href} onClick={onClick} appearance={appearance} icon={icon} aria-label={ariaLabel}>
      {children}
    </Button>
  );
}
