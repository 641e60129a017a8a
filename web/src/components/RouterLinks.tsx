import { Button, Link, type ButtonProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

// Fluent's Link and Button render a real <a href>, so middle-click, "open in new tab" and
// keyboard activation work; useLinkClickHandler turns a plain click into client-side
// navigation instead of a full page load.

interface RouterLinkProps {
  to: string;
  children: ReactNode;
}

export function RouterLink({ to, children }: RouterLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link href={href} onClick={onClick}>
      {children}
    </Link>
  );
}

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
