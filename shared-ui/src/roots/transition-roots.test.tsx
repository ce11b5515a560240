import { act } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { transitionRoots } from './transition-roots';

const loading = <p>Loading…</p>;

test('a root draws what it is given, keeps it on screen while the next page’s code arrives, and empties on unmount', async () => {
  const container = document.createElement('div');
  const root = transitionRoots.createRoot(container);
  await act(async () =>
    root.render(
      <Suspense fallback={loading}>
        <p>Week 1</p>
      </Suspense>,
    ),
  );
  expect(container.textContent).toBe('Week 1');

  let arrive: () => void = () => undefined;
  const WeekTwo = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <p>Week 2</p> });
      }),
  );
  await act(async () =>
    root.render(
      <Suspense fallback={loading}>
        <WeekTwo />
      </Suspense>,
    ),
  );
  // Drawn as a transition: what was shown stays until the next is ready, never a flash of the fallback.
  expect(container.textContent).toBe('Week 1');
  await act(async () => arrive());
  expect(container.textContent).toBe('Week 2');

  act(() => root.unmount());
  expect(container.textContent).toBe('');
});
