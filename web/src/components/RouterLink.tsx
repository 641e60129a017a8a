import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

// Fluent's Link and Button render a real <a href>, so middle-click, "open in new tab" and
// keyboard activation work; useLinkClickHandler turns a plain click into client-side
// navigation instead of a full page load.
// RouterButtonLink.tsx is the button-looking one, in its own module: a page with links only
// does not load Fluent's Button for it.

export interface RouterLinkProps {
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
