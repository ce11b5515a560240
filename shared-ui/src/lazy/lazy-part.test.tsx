import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Button } from '../button/button';
import { renderWithTheme } from '../testing/render-with-theme';
import { holdLazyParts, lazyPart, lazyParts } from './lazy-part';

/** A part whose code arrives when the test says so, like a chunk on a slow network. */
function slowPart() {
  let arrive: () => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<(props: { isOpen: boolean }) => ReactNode>((resolve) => {
        arrive = () =>
          resolve(({ isOpen }) => (isOpen ? <div role="dialog">Confirm the purchase</div> : null));
      }),
  );
  return { load, arrive: () => act(async () => arrive()) };
}

test('an overlay kept closed on the page fetches nothing until a person opens it, and keeps focus meanwhile', async () => {
  const { load, arrive } = slowPart();
  const Overlay = lazyPart(load, '0px', { fallback: null, drawnWhen: ({ isOpen }) => isOpen });
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open</Button>
        <Overlay isOpen={open} />
      </>
    );
  }
  renderWithTheme(<Page />);
  expect(load).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  await arrive();
  expect(await screen.findByRole('dialog')).toHaveTextContent('Confirm the purchase');
});

test('a page shows its loading state while its code arrives, and once fetched ahead it draws at once', async () => {
  const { load, arrive } = slowPart();
  const Part = lazyPart(load, '320px', { fallback: <p role="status">Loading the page</p> });
  const first = renderWithTheme(<Part isOpen />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the page');
  await arrive();
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  first.unmount();

  const { load: loadAgain, arrive: arriveAgain } = slowPart();
  const Ahead = lazyPart(loadAgain, '320px', { fallback: <p role="status">Loading the page</p> });
  const preloaded = Ahead.preload();
  await arriveAgain();
  await preloaded;
  renderWithTheme(<Ahead isOpen />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('parts that arrive in one file draw together: a part inside the first never waits on its own', async () => {
  let arrive: () => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<{
        Outer: (props: { children: ReactNode }) => ReactNode;
        Inner: (props: { name: string }) => ReactNode;
      }>((resolve) => {
        arrive = () =>
          resolve({
            Outer: ({ children }) => <section aria-label="Tabs">{children}</section>,
            Inner: ({ name }) => <p>{name}</p>,
          });
      }),
  );
  const part = lazyParts(load);
  const Outer = part('Outer', '240px', { fallback: <p role="status">Loading the tabs</p> });
  let innerWaited = 0;
  const Inner = part('Inner', '0px', {
    fallback: () => {
      innerWaited += 1;
      return null;
    },
  });
  renderWithTheme(
    <Outer>
      <Inner name="Videos" />
      <Inner name="Files" />
    </Outer>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading the tabs');
  await act(async () => arrive());
  expect(screen.getByRole('region', { name: 'Tabs' })).toHaveTextContent('VideosFiles');
  expect(innerWaited).toBe(0);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a part drawn while parts are held shows its fallback, and its code is fetched only once the hold ends', async () => {
  const { load, arrive } = slowPart();
  const Part = lazyPart(load, '40px', { fallback: <button type="button">Menu</button> });
  let endHold!: () => void;
  holdLazyParts(new Promise<void>((resolve) => (endHold = resolve)));
  renderWithTheme(<Part isOpen />);
  await act(async () => undefined);
  expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();

  await act(async () => endHold());
  expect(load).toHaveBeenCalledTimes(1);
  await arrive();
  expect(await screen.findByRole('dialog')).toHaveTextContent('Confirm the purchase');
});
