import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * react-dom's client as single-spa-react calls it (`ReactDOMClient`), with roots that draw as a transition:
 * React then renders in slices of a few milliseconds and lets the browser in between (a paint, a tap, a
 * file that arrived). Drawn at once, the frame and a remote's page mounting on the coach's programs list
 * were tasks of up to 450 ms at a phone's speed, during which the page answered nothing (decision 0269).
 */
export const transitionRoots = {
  createRoot(container: Element | DocumentFragment) {
    const root = createRoot(container);
    return {
      render: (children: ReactNode) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};
