import { lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A module in a chunk of its own whose components load with `React.lazy` the first time one of
 * them renders, or earlier with `preload()` (e.g. on the customer's first tap). Once the module
 * has arrived its components render at once, with no Suspense fallback, so a preloaded part
 * shows in the same render as whatever revealed it. A failed preload is forgotten (the next
 * preload or render tries again).
 *
 * @param load the dynamic import of the module
 */
export function preloadable<M>(load: () => Promise<M>): {
  preload: () => Promise<M>;
  component: <P extends object>(
    pick: (module: M) => ComponentType<P>,
  ) => (props: P) => ReactElement;
} {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  const preload = (): Promise<M> =>
    (pending ??= load().then(
      (loaded) => {
        module = loaded;
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const component = <P extends object>(pick: (module: M) => ComponentType<P>) => {
    const Lazy = lazy(async () => ({ default: pick(await preload()) }));
    return function Preloadable(props: P): ReactElement {
      const Loaded = module === undefined ? Lazy : pick(module);
      return <Loaded {...props} />;
    };
  };
  return { preload, component };
}
