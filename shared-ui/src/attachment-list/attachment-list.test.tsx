import { messages, type MediaItem } from '@coachforge/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { AttachmentList } from './attachment-list';

const item = (id: number, title: string, kind: MediaItem['kind'], extra: Partial<MediaItem> = {}) =>
  ({
    id,
    title,
    kind,
    type: kind,
    thumb: null,
    title_media: false,
    ...extra,
  }) as MediaItem;

const attachments = [
  item(1, 'squat.png', 'image', { thumb: '/thumbs/squat.png', title_media: true }),
  item(2, 'plan.pdf', 'other'),
  item(3, 'warm-up.webm', 'video'),
  item(4, 'notes.txt', 'other'),
];

/** jsdom lays nothing out: every group reports this height. */
const withHeight = (height: number) =>
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);

afterEach(() => jest.restoreAllMocks());

test('pictures and videos show apart from files, in the order given, the title media marked', () => {
  renderWithTheme(<AttachmentList label="Attachments" attachments={attachments} />);
  const media = screen.getByRole('region', { name: 'Attachments: Media' });
  const files = screen.getByRole('region', { name: 'Attachments: Files' });
  expect(
    within(media)
      .getAllByTestId('attachment-title')
      .map((title) => title.textContent),
  ).toEqual(['squat.png', 'warm-up.webm']);
  expect(
    within(files)
      .getAllByTestId('attachment-title')
      .map((title) => title.textContent),
  ).toEqual(['plan.pdf', 'notes.txt']);
  expect(within(media).getByText(messages.media.titleMedia)).toBeInTheDocument();
  // Only reading: nothing can be removed.
  expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
});

test('files are cut above 124 px and media only above 192 px, each behind its own Show all', async () => {
  withHeight(150);
  renderWithTheme(<AttachmentList label="Attachments" attachments={attachments} />);
  const media = screen.getByRole('region', { name: 'Attachments: Media' });
  const files = screen.getByRole('region', { name: 'Attachments: Files' });
  expect(within(media).queryByRole('button', { name: messages.media.showAll })).not.toBeInTheDocument();
  await userEvent.click(within(files).getByRole('button', { name: messages.media.showAll }));
  expect(within(files).getByRole('button', { name: messages.media.showLess })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('taller than 192 px, the media group is cut too', () => {
  withHeight(200);
  renderWithTheme(<AttachmentList label="Attachments" attachments={attachments} />);
  expect(screen.getAllByRole('button', { name: messages.media.showAll })).toHaveLength(2);
});

test('while editing, each attachment has a Remove button that names it', async () => {
  const onRemove = jest.fn();
  renderWithTheme(<AttachmentList label="Attachments" attachments={attachments} onRemove={onRemove} />);
  await userEvent.click(screen.getByRole('button', { name: messages.ui.removeChoice('plan.pdf') }));
  expect(onRemove).toHaveBeenCalledWith(attachments[1]);
  expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(4);
});

test('an attachment opens from its title when the list can open them', async () => {
  const onOpen = jest.fn();
  renderWithTheme(<AttachmentList label="Attachments" attachments={attachments} onOpen={onOpen} />);
  await userEvent.click(screen.getByRole('button', { name: 'warm-up.webm' }));
  expect(onOpen).toHaveBeenCalledWith(attachments[2]);
});

test('a list of one kind is named by its label alone, and no list shows nothing', () => {
  const { rerender } = renderWithTheme(
    <AttachmentList label="Chosen resources" attachments={[attachments[1]!]} />,
  );
  expect(screen.getByRole('region', { name: 'Chosen resources' })).toBeInTheDocument();
  rerender(<AttachmentList label="Chosen resources" attachments={[]} />);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});
