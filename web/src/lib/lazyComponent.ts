import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { reloadForNewBuild } from './reloadForNewBuild';

type Module<T> = { default: T };

// any, as React.lazy's own signature has it: a component of any props
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A component whose code loads when it is first drawn, or sooner by `preload()`. */
export type LazyComponent<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts loading the code now (once; later calls answer the same promise). */
  preload: () => Promise<Module<T>>;
};

/**
 * React.lazy, except that a component whose code has already loaded is drawn at once.
 *
 * React.lazy learns that its code is in only from its promise's then(), which runs after the
 * render that asked: so a component first drawn after its code had arrived (preloaded, or the
 * page the app opened on) still suspended once. Its Suspense boundary then showed the fallback,
 * and React holds back the reveal of a boundary's content until 300 ms after the last fallback
 * was shown (its throttle for retried boundaries): on the payments desk, a page already drawn
 * reached the screen that much later. Once the code is in, the loader here
 * answers a thenable that calls back at once, which React.lazy takes as loaded
 * (react's lazyInitializer); until then it is React.lazy as ever.
 */
export function lazyComponent<T extends AnyComponent>(load: () => Promise<Module<T>>): LazyComponent<T> {
  let loaded: Module<T> | undefined;
  let loading: Promise<Module<T>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // the code of the build this tab opened on, gone since a deploy: one reload into the new
        // build (the page waits for it); else the failure is React's to show
        if (reloadForNewBuild()) return new Promise<never>(() => undefined);
        throw error;
      },
    ));
  const component = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    const already: PromiseLike<Module<T>> = {
      then: (onLoaded) => Promise.resolve(onLoaded ? onLoaded(module) : (module as never)),
    };
    return already as Promise<Module<T>>;
  });
  return Object.assign(component, { preload });
}
