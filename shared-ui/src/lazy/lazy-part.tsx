import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';

/** Holds roughly the part's place while it arrives, so nothing below it jumps (no layout shift). */
const Placeholder = styled.div<{ $height: string }>`
  min-height: ${({ $height }) => $height};
`;

type AnyComponent = (props: never) => ReactNode;

export interface LazyPartOptions<P> {
  /** Shown while the part arrives instead of the empty placeholder: a page's skeleton, or `null` for an overlay. */
  fallback?: ReactNode;
  /**
   * Until its code is here, the part is drawn (and so fetched) only when this holds: a dialog kept
   * mounted while closed (`isOpen` false) costs nothing until it first opens.
   */
  drawnWhen?: (props: P) => boolean;
}

const preloads: (() => Promise<unknown>)[] = [];

/**
 * A part of the design system fetched the first time a page draws it: the date pickers, comboboxes and
 * the data table carry most of React Aria, which a sign-in or a program page never needs (issue:
 * performance, decision 0242). Once fetched, it renders at once: React.lazy is handed a thenable that
 * resolves synchronously, so a part already loaded never suspends again. Remotes load their own pages
 * the same way (decision 0243), with the `fallback` a page shows while it arrives (its skeleton).
 */
export function lazyPart<C extends AnyComponent>(
  load: () => Promise<C>,
  placeholderHeight: string,
  { fallback, drawnWhen }: LazyPartOptions<Parameters<C>[0]> = {},
): C & { preload: () => Promise<C> } {
  let loaded: C | null = null;
  const preload = () => load().then((component) => (loaded = component));
  preloads.push(preload);
  type Loaded = { default: ComponentType<object> };
  const Lazy = lazy<ComponentType<object>>(() =>
    loaded
      ? ({
          then: (resolve: (module: Loaded) => void) => resolve({ default: loaded as never }),
        } as Promise<Loaded>)
      : preload().then((component) => ({ default: component as never })),
  );
  function LazyPart(props: object) {
    if (!loaded && drawnWhen && !drawnWhen(props as Parameters<C>[0])) return null;
    return (
      <Suspense
        fallback={
          fallback === undefined ? <Placeholder $height={placeholderHeight} aria-busy="true" /> : fallback
        }
      >
        <Lazy {...props} />
      </Suspense>
    );
  }
  // Fetched ahead by a page that sees it coming (a buyer's pointer on Purchase), so it then renders at once.
  LazyPart.preload = preload;
  return LazyPart as unknown as C & { preload: () => Promise<C> };
}

/** Fetches every lazy part now: for tests, which render synchronously, and for pages that want them early. */
export const preloadLazyParts = () => Promise.all(preloads.map((preload) => preload()));
