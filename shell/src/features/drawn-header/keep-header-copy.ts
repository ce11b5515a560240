import { copyOfDrawnHeader } from './copy-drawn-header';
import { DRAWN_COPY_ATTRIBUTE, drawnHeaderKey, headerSource, keepDrawnHeader } from './drawn-header-store';

/** What the header's first draw showed, from the session's answer (features/header-answers). */
interface FirstDraw {
  me: unknown;
  /** Null when the question failed: that draw is not the one the answer gives, so no copy is kept. */
  warnings: unknown;
  checklist: unknown;
}

const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(work, { timeout: 5000 })
    : setTimeout(work, 200);

/**
 * Once the app's header is drawn in `container` (in place of the starter's copy, if there was one): keeps a
 * copy of it for the next page of this path opened cold (decision 0274), its markup now, as first drawn,
 * and the rules of its look when the browser is idle.
 */
export function keepHeaderCopy(container: HTMLElement, { me, warnings, checklist }: FirstDraw): void {
  container.removeAttribute(DRAWN_COPY_ATTRIBUTE);
  // Not a header that failed to draw (the frame's error message), nor one drawn from a failed question.
  if (warnings === null || container.firstElementChild?.tagName !== 'HEADER') return;
  const { pathname } = window.location;
  const key = drawnHeaderKey(headerSource(pathname, me, warnings, checklist));
  const html = container.innerHTML;
  whenIdle(() => keepDrawnHeader({ pathname, key, ...copyOfDrawnHeader(html, container.ownerDocument) }));
}
