import { lazy, useState, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once); resolves when it is there. A failed load may be tried again. */
  preload: () => Promise<void>;
};

/**
 * A lazy screen whose code can be asked for before React draws it (the boot does, for the address the
 * app opens at). Once the code is there it renders at once, with no Suspense fallback on the way: each
 * fallback costs a frame of skeleton and makes React hold the content back for 300 ms after it.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));

  function Preloadable(props: P) {
    // Chosen once per mounted instance: switching to `loaded` later would remount the screen.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  Preloadable.preload = () => start().then(() => undefined);
  return Preloadable;
}
