import { Button, type ButtonProps } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { RouterLinkProps } from './RouterLink';

// A real <a href> that looks like a Fluent button (see RouterLink.tsx for why a real link).

interface RouterButtonLinkProps extends RouterLinkProps {
  appearance?: ButtonProps['appearance'];
  icon?: ButtonProps['icon'];
}

/** A link that looks like a Fluent button, for calls to action that go to another route. */
export function RouterButtonLink({ to, children, appearance, icon }: RouterButtonLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button as="a" href={href} onClick={onClick} appearance={appearance} icon={icon}>
      {children}
    </Button>
  );
}
