import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';

/**
 * A form dialog whose code (the dialog, the form library and its schemas) loads
 * just after the page's first render instead of with it (an admin page's first screen
 * is its table, not its dialogs). Until the code is there, `Placeholder` stands in the
 * trigger's place: the dialog's own trigger button, disabled, so nothing moves when it arrives
 * and nothing opens half-loaded. `load` answers the dialog component (a dynamic import).
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Placeholder: (props: Props) => ReactElement,
): (props: Props) => ReactElement {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: Props) {
    return (
      <Suspense fallback={<Placeholder {...props} />}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
