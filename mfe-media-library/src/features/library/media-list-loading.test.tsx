import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { mediaItem, renderWithLibrary } from '../../components/media-library-fakes';
import { MediaLibraryDialog } from './media-library-dialog';

/** Lets the test say when the end of the list scrolls into view. */
let reachEnd: () => void = () => undefined;
beforeEach(() => {
  Object.assign(globalThis, {
    IntersectionObserver: class {
      constructor(private callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
      observe() {
        reachEnd = () => this.callback([{ isIntersecting: true }]);
      }
      disconnect() {}
    },
  });
});

const library = Array.from({ length: 20 }, (_, index) =>
  mediaItem(index + 1, { title: `Drill ${index + 1}` }),
);

test('the list shows pages of 15 and loads the next page when its end scrolls into view', async () => {
  const { requests } = renderWithLibrary(<MediaLibraryDialog options={{}} onClose={jest.fn()} />, {
    library,
    perPage: 15,
  });
  await screen.findByLabelText('Select Drill 15');
  expect(screen.getAllByTestId('media-row')).toHaveLength(15);
  expect(
    requests.find((request) => request.path === 'media/fetch' && request.options.query?.owner === 'current')
      ?.options.query,
  ).toMatchObject({
    page: 1,
    per_page: 15,
    'q[s]': 'created_at desc',
  });
  act(() => reachEnd());
  await waitFor(() => expect(screen.getAllByTestId('media-row')).toHaveLength(20));
});

test('a media.updated event from the realtime socket refreshes the list', async () => {
  const { platform, requests } = renderWithLibrary(<MediaLibraryDialog options={{}} onClose={jest.fn()} />, {
    library,
  });
  await screen.findByLabelText('Select Drill 1');
  const lists = () =>
    requests.filter(
      (request) => request.path === 'media/fetch' && request.options.query?.owner === 'current',
    );
  const before = lists().length;
  act(() => platform.bus.emit({ type: 'media.updated', id: 1, state: 'published' }));
  await waitFor(() => expect(lists().length).toBeGreaterThan(before));
});
