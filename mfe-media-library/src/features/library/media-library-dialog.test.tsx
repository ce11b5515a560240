import { messages } from '@coachforge/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mediaItem, renderWithLibrary } from '../../components/media-library-fakes';
import { MediaLibraryDialog } from './media-library-dialog';

const library = [
  mediaItem(1, { title: 'Squat' }),
  mediaItem(2, { title: 'Lunge' }),
  mediaItem(3, { title: 'Row' }),
];

beforeEach(() => window.localStorage.clear());

test('the dialog in add mode has the add title and no way to close it but its buttons', async () => {
  const onClose = jest.fn();
  renderWithLibrary(<MediaLibraryDialog options={{}} onClose={onClose} />, { library });
  expect(await screen.findByRole('dialog', { name: messages.media.addTitle })).toBeInTheDocument();
  await userEvent.click(document.body);
  await userEvent.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog', { name: messages.media.addTitle })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
});

test('Add resource stays disabled until something is chosen and returns the chosen items in order', async () => {
  const onClose = jest.fn();
  renderWithLibrary(<MediaLibraryDialog options={{}} onClose={onClose} />, { library });
  const add = await screen.findByRole('button', { name: 'Add resource' });
  expect(add).toBeDisabled();
  await userEvent.click(await screen.findByLabelText('Select Row'));
  await userEvent.click(screen.getByLabelText('Select Squat'));
  await userEvent.click(add);
  expect(onClose.mock.calls[0][0].map((item: { title: string }) => item.title)).toEqual(['Row', 'Squat']);
});

test('choosing more than the resources limit says so and blocks Add resource', async () => {
  renderWithLibrary(<MediaLibraryDialog options={{ limit: 2 }} onClose={jest.fn()} />, { library });
  for (const title of ['Squat', 'Lunge', 'Row'])
    await userEvent.click(await screen.findByLabelText(`Select ${title}`));
  expect(screen.getByRole('alert')).toHaveTextContent(messages.media.limitReached);
  expect(screen.getByRole('button', { name: 'Add resource' })).toBeDisabled();
  await userEvent.click(screen.getByLabelText('Select Row'));
  expect(screen.queryByText(messages.media.limitReached)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add resource' })).toBeEnabled();
});

test('in single mode a second choice replaces the first', async () => {
  const onClose = jest.fn();
  renderWithLibrary(<MediaLibraryDialog options={{ multiple: false }} onClose={onClose} />, { library });
  await userEvent.click(await screen.findByLabelText('Select Squat'));
  await userEvent.click(screen.getByLabelText('Select Lunge'));
  await userEvent.click(screen.getByRole('button', { name: 'Add resource' }));
  expect(onClose.mock.calls[0][0].map((item: { id: number }) => item.id)).toEqual([2]);
});

test('title media is exclusive and toggles off when chosen again', async () => {
  const onClose = jest.fn();
  renderWithLibrary(<MediaLibraryDialog options={{ allowTitleMedia: true }} onClose={onClose} />, {
    library,
  });
  await screen.findByLabelText('Select Squat');
  const [first, second] = screen.getAllByRole('button', { name: 'Title media' });
  await userEvent.click(first!);
  await userEvent.click(second!);
  expect(first).toHaveAttribute('aria-pressed', 'false');
  expect(second).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(second!);
  expect(second).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(screen.getByRole('button', { name: 'Add resource' }));
  expect(onClose.mock.calls[0][0].some((item: { title_media: boolean }) => item.title_media)).toBe(false);
});

test('closing with unsaved changes asks first, and leaving reverts to the caller’s selection', async () => {
  const onClose = jest.fn();
  const selected = [mediaItem(3, { title: 'Row' })];
  renderWithLibrary(<MediaLibraryDialog options={{ selected }} onClose={onClose} />, { library });
  await userEvent.click(await screen.findByLabelText('Select Squat'));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByText(messages.media.unsavedChanges)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
  expect(onClose).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
  expect(onClose).toHaveBeenCalledWith(selected);
});

test('older items cannot be deleted in add mode but can in upload-only mode, which has its own title', async () => {
  renderWithLibrary(<MediaLibraryDialog options={{ mode: 'upload' }} onClose={jest.fn()} />, { library });
  expect(await screen.findByRole('dialog', { name: messages.media.uploadTitle })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Delete Squat' })).toBeInTheDocument();
});

test('searching waits 300 ms after typing before asking the API', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { requests } = renderWithLibrary(<MediaLibraryDialog options={{}} onClose={jest.fn()} />, {
    library,
  });
  await screen.findByLabelText('Select Squat');
  await user.type(screen.getByLabelText('Search media'), 'squat');
  const searched = () =>
    requests.filter((request) => request.options.query?.['q[title_cont_any]'] === 'squat');
  expect(searched()).toHaveLength(0);
  await act(async () => {
    jest.advanceTimersByTime(300);
  });
  await waitFor(() => expect(searched()).toHaveLength(1));
  expect(
    requests.filter((request) =>
      String(request.options.query?.['q[title_cont_any]'] ?? '').startsWith('squ'),
    ),
  ).toHaveLength(1);
  jest.useRealTimers();
});

test('a new list request cancels the one still running before it', async () => {
  const signals: Record<string, AbortSignal> = {};
  renderWithLibrary(<MediaLibraryDialog options={{}} onClose={jest.fn()} />, {
    library,
    answer: (_endpoint, options) => {
      signals[String(options.query?.['q[title_cont_any]'])] = options.signal!;
      // The first search never answers on its own.
      return new Promise(() => undefined);
    },
  });
  const search = await screen.findByLabelText('Search media');
  await userEvent.type(search, 'sq');
  await waitFor(() => expect(signals.sq).toBeDefined(), { timeout: 2000 });
  await userEvent.type(search, 'uat');
  await waitFor(() => expect(signals.squat).toBeDefined(), { timeout: 2000 });
  expect(signals.sq!.aborted).toBe(true);
  expect(signals.squat!.aborted).toBe(false);
});
