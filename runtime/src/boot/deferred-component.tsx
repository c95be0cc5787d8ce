// Parts of the shell whose code the first page does not need (menus, the drawer, notices): they
// render a light stand-in first and load after the first page, or at once when wanted sooner.
import { startTransition, useEffect, useReducer, type ComponentType, type ReactNode } from 'react';
import { afterFirstPage } from './after-first-page.ts';

/** What a stand-in can ask of its part. */
export interface StandInControls {
  /** Start loading now: the member is about to use the part (hover, focus, touch). */
  preload(): void;
  /** The member used the stand-in (a click on a menu's button): load, then show the part in use. */
  activate(): void;
}

export interface DeferredComponent<P extends object> {
  /** Renders the stand-in until the code is here, then the component itself. */
  (props: P): ReactNode;
  /** Starts loading now; harmless when already loading. Settles once loaded or failed. */
  preload(): Promise<void>;
}

/**
 * A component loaded after the first page is on screen (see afterFirstPage), so its code is not
 * part of the JavaScript the first page waits for.
 * @param load imports the component (a dynamic import, so the bundler splits it off).
 * @param standIn what shows until then; it should look like the part at rest (a menu's button,
 *   nothing for a closed drawer), so nothing moves when the part takes over.
 * @param activeProps props the component gets when it takes over from an activated stand-in,
 *   e.g. `{ defaultOpen: true }` so the menu the member clicked opens.
 * @example const UserMenu = deferredComponent(() => import('./UserMenu.tsx').then((m) => m.UserMenu), (_, { activate }) => <button onClick={activate}>…</button>, { defaultOpen: true });
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  standIn: (props: P, controls: StandInControls) => ReactNode = () => null,
  activeProps: Partial<P> = {},
): DeferredComponent<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let activated = false;
  const listeners = new Set<() => void>();

  function preload(): Promise<void> {
    loading ??= load().then(
      (component) => {
        Loaded = component;
        // A transition: React renders the part in slices that yield to the browser every few ms,
        // instead of one task as long as the whole part (Lighthouse's blocking time).
        startTransition(() => {
          for (const listener of listeners) listener();
        });
      },
      (error: unknown) => {
        loading = null; // offline or a new deployment: the next interaction tries again
        console.warn('A part of the app could not be loaded:', error);
      },
    );
    return loading ?? Promise.resolve();
  }
  const controls: StandInControls = {
    preload: () => void preload(),
    activate: () => {
      activated = true;
      void preload();
    },
  };

  function Deferred(props: P): ReactNode {
    const [, loaded] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (Loaded) return;
      listeners.add(loaded);
      const cancel = afterFirstPage(preload);
      return () => {
        listeners.delete(loaded);
        cancel();
      };
    }, []);
    const active = Loaded !== null && activated;
    // Only the mount that follows the activation gets the active props (a menu opens once).
    useEffect(() => {
      if (active) activated = false;
    }, [active]);
    if (!Loaded) return standIn(props, controls);
    return active ? <Loaded {...props} {...activeProps} /> : <Loaded {...props} />;
  }
  return Object.assign(Deferred, { preload });
}
