import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';

/** Holds roughly the part's place while it arrives, so nothing below it jumps (no layout shift). */
const Placeholder = styled.div<{ $height: string }>`
  min-height: ${({ $height }) => $height};
`;

type AnyComponent = (props: never) => ReactNode;

const preloads: (() => Promise<unknown>)[] = [];

/**
 * A part of the design system fetched the first time a page draws it: the date pickers, comboboxes and
 * the data table carry most of React Aria, which a sign-in or a program page never needs (issue:
 * performance, decision 0242). Once fetched, it renders at once: React.lazy is handed a thenable that
 * resolves synchronously, so a part already loaded never suspends again.
 */
export function lazyPart<C extends AnyComponent>(load: () => Promise<C>, placeholderHeight: string): C {
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
    return (
      <Suspense fallback={<Placeholder $height={placeholderHeight} aria-busy="true" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyPart as unknown as C;
}

/** Fetches every lazy part now: for tests, which render synchronously, and for pages that want them early. */
export const preloadLazyParts = () => Promise.all(preloads.map((preload) => preload()));
