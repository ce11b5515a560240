import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';

/** Holds roughly the part's place while it arrives, so nothing below it jumps (no layout shift). */
const Placeholder = styled.div<{ $height: string }>`
  min-height: ${({ $height }) => $height};
`;

/** Any component a lazy part can stand for (its props are the caller's). */
export type AnyComponent = (props: never) => ReactNode;

export interface LazyPartOptions<P> {
  /**
   * Shown while the part arrives instead of the empty placeholder: a page's skeleton, `null` for an overlay,
   * or drawn from the part's own props (a menu's button as it will look, a tooltip's control on its own).
   */
  fallback?: ReactNode | ((props: P) => ReactNode);
  /**
   * Until its code is here, the part is drawn (and so fetched) only when this holds: a dialog kept
   * mounted while closed (`isOpen` false) costs nothing until it first opens.
   */
  drawnWhen?: (props: P) => boolean;
}

const preloads: (() => Promise<unknown>)[] = [];

/** What a part drawn now waits for before its code is fetched (holdLazyParts); null when nothing. */
let fetchesHeld: Promise<void> | null = null;

/**
 * Parts drawn before `until` settles show their fallback and have their code fetched once it has: a
 * signed-in page opened cold draws its header first, with its menus' and panels' buttons as they will
 * look, and fetches and runs their code after (decision 0272). A part's `preload` is not held.
 */
export function holdLazyParts(until: Promise<unknown>): void {
  const held: Promise<void> = until.then(
    () => undefined,
    () => undefined,
  );
  fetchesHeld = held;
  void held.then(() => {
    if (fetchesHeld === held) fetchesHeld = null;
  });
}

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
  options: LazyPartOptions<Parameters<C>[0]> = {},
): C & { preload: () => Promise<C> } {
  return lazyParts(async () => ({ part: await load() }))('part', placeholderHeight, options);
}

/**
 * Parts that work together and arrive in one file (the tabs: `Tabs`, `TabList`, `Tab`, `TabPanel`): once
 * the file is here every one of them renders at once, so the parts drawn inside the first never suspend.
 */
export function lazyParts<M extends Record<string, unknown>>(load: () => Promise<M>) {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed fetch is asked again the next time a part is drawn (the network may be back).
        loading = null;
        throw error;
      },
    ));
  return <K extends keyof M & string>(
    name: K,
    placeholderHeight: string,
    options: LazyPartOptions<Parameters<M[K] & AnyComponent>[0]> = {},
  ) =>
    partOf(
      () => (loaded ? (loaded[name] as M[K] & AnyComponent) : null),
      () => loadOnce().then((module) => module[name] as M[K] & AnyComponent),
      placeholderHeight,
      options,
    );
}

/** A fallback drawn from the part's props, as a component of its own so it runs only while the part waits. */
function FallbackDrawn<P>({ draw, props }: { draw: (props: P) => ReactNode; props: P }) {
  return draw(props);
}

function partOf<C extends AnyComponent>(
  loadedNow: () => C | null,
  preload: () => Promise<C>,
  placeholderHeight: string,
  { fallback, drawnWhen }: LazyPartOptions<Parameters<C>[0]>,
): C & { preload: () => Promise<C> } {
  preloads.push(preload);
  type Loaded = { default: ComponentType<object> };
  const Lazy = lazy<ComponentType<object>>(() => {
    const component = loadedNow();
    return component
      ? ({
          then: (resolve: (module: Loaded) => void) => resolve({ default: component as never }),
        } as Promise<Loaded>)
      : (fetchesHeld ? fetchesHeld.then(preload) : preload()).then((arrived) => ({
          default: arrived as never,
        }));
  });
  function LazyPart(props: object) {
    if (!loadedNow() && drawnWhen && !drawnWhen(props as Parameters<C>[0])) return null;
    const drawn =
      typeof fallback === 'function' ? (
        <FallbackDrawn draw={fallback} props={props as Parameters<C>[0]} />
      ) : fallback === undefined ? (
        <Placeholder $height={placeholderHeight} aria-busy="true" />
      ) : (
        fallback
      );
    return (
      <Suspense fallback={drawn}>
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
