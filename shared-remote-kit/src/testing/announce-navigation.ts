import { act } from '@testing-library/react';

/**
 * A navigation of the platform as single-spa announces it to the page (`single-spa:before-routing-event`),
 * from the current address to `to`. Returns the hold a listener put on it — resolving to whether the
 * navigation is cancelled — or null when nothing held it. Boxed, as awaiting would wait for the answer.
 */
export async function announceNavigation(
  to: string,
  from: string = window.location.pathname,
): Promise<{ held: Promise<boolean> | null }> {
  let held: Promise<boolean> | null = null;
  await act(async () => {
    window.dispatchEvent(
      new CustomEvent('single-spa:before-routing-event', {
        detail: {
          oldUrl: new URL(from, window.location.origin).href,
          newUrl: new URL(to, window.location.origin).href,
          cancelNavigation: (value: boolean | Promise<boolean> = true) => {
            held = Promise.resolve(value);
          },
        },
      }),
    );
  });
  return { held };
}
