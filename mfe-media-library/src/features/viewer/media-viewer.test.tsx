import { endpoints, messages, type Endpoint, type MediaItem } from '@coachforge/contracts';
import { screen } from '@testing-library/react';
import { mediaItem, renderWithLibrary } from '../../components/media-library-fakes';
import { MediaViewer } from './media-viewer';

test('an unpublished video shows the still-processing message, is fetched again, and plays once published', async () => {
  const processing = mediaItem(4, { kind: 'video', type: 'video', state: 'processing', stream_src: null });
  const published: MediaItem = { ...processing, state: 'published', stream_src: '/files/4.webm' };
  const { platform } = renderWithLibrary(<MediaViewer item={processing} onClose={jest.fn()} />, {
    answer: (endpoint: Endpoint<unknown, unknown>) =>
      endpoint === endpoints.getMedia ? published : undefined,
  });
  expect(screen.getByTestId('media-viewer-processing')).toHaveTextContent(messages.media.stillProcessing);
  expect(await screen.findByTestId('media-viewer-video')).toHaveAttribute('src', '/files/4.webm');
  expect(platform.api.request).toHaveBeenCalledWith(
    endpoints.getMedia,
    expect.objectContaining({ params: { id: 4 } }),
  );
});

test.each([
  [
    'an image as a picture',
    mediaItem(1, { title: 'Plank' }),
    () => screen.getByRole('img', { name: 'Plank' }),
  ],
  [
    'a video link as the site’s embed',
    mediaItem(2, {
      kind: 'youtube',
      type: 'youtube',
      stream_src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    }),
    () => screen.getByTestId('media-viewer-embed'),
  ],
  [
    'a PDF in a sandboxed frame',
    mediaItem(3, { kind: 'other', type: 'other', content_type: 'application/pdf' }),
    () => screen.getByTestId('media-viewer-frame'),
  ],
])('the viewer shows %s', (_label, item, find) => {
  renderWithLibrary(<MediaViewer item={item} onClose={jest.fn()} />);
  expect(find()).toBeInTheDocument();
});
