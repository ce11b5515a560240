import { coverCrops, endpoints, type CropCoordinates, type MediaItem } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { fakeProgram } from '../../testing/program-fakes';
import { CoversPanel } from './covers-panel';
import { cropUsable } from './crop-rules';

/** The crop the fake cropper reports, as react-easy-crop does once the picture has loaded. */
let reportedCrop: CropCoordinates = { x: 10, y: 20, width: 388, height: 200 };
jest.mock('react-easy-crop', () => ({
  __esModule: true,
  default: function FakeCropper({ onCropComplete }: { onCropComplete: (a: unknown, b: unknown) => void }) {
    useEffect(() => onCropComplete(reportedCrop, reportedCrop), [onCropComplete]);
    return <div data-testid="cropper" />;
  },
}));
// jsdom draws no pictures: the JPEG export is a stand-in blob.
jest.mock('./crop-to-jpeg', () => ({
  cropToJpeg: jest.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

const image = { id: 40, type: 'image', title: 'Squat.png', src: 'https://files.test/squat.png' } as MediaItem;
const video = { id: 41, type: 'video', title: 'Intro.mp4', src: 'https://files.test/intro.mp4' } as MediaItem;

beforeEach(() => {
  reportedCrop = { x: 10, y: 20, width: 388, height: 200 };
  global.fetch = jest.fn(async () => ({ ok: true, status: 200 })) as unknown as typeof fetch;
});

test.each([
  ['main', { x: 0, y: 0, width: 388, height: 200 }, true],
  ['main', { x: 0, y: 0, width: 200, height: 200 }, false],
  ['mobile_view', { x: 0, y: 0, width: 500, height: 500 }, true],
  ['mobile_view', { x: 0, y: 0, width: 1, height: 1 }, false],
  ['tiled_view', { x: 5, y: 5, width: 250, height: 130 }, true],
] as const)('a %s crop of %o is usable: %p', (coverType, area, usable) => {
  expect(cropUsable(coverType, area)).toBe(usable);
});

test('a picture is cropped to the cover ratio, stored as a JPEG and set as the cover', async () => {
  const { platform, requests } = renderWithPlatform(<CoversPanel program={fakeProgram()} />, {
    me: fakeMe(),
    request: (endpoint) => {
      if (endpoint === endpoints.directUpload)
        return {
          id: 50,
          key: 'k',
          signed_id: 's-50',
          direct_upload: { url: 'https://store.test/up', method: 'PUT', headers: {} },
        };
      if (endpoint === endpoints.createMedia) return { ...image, id: 50, title: 'cover.jpg' };
      return fakeProgram();
    },
  });
  jest.mocked(platform.openMediaLibrary).mockResolvedValue([image]);
  await userEvent.click(
    within(screen.getByTestId('cover-main')).getByRole('button', { name: 'Choose from library' }),
  );
  const dialog = await screen.findByTestId('cover-crop');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Use this crop' }));

  await waitFor(() => expect(requests.some((r) => r.path === endpoints.setProgramCover.path)).toBe(true));
  const { cropToJpeg } = jest.requireMock('./crop-to-jpeg') as { cropToJpeg: jest.Mock };
  expect(cropToJpeg).toHaveBeenCalledWith(image.src, reportedCrop, 'main');
  expect(global.fetch).toHaveBeenCalledWith(
    'https://store.test/up',
    expect.objectContaining({ method: 'PUT' }),
  );
  expect(requests.find((r) => r.path === endpoints.setProgramCover.path)?.options.body).toEqual({
    cover_type: 'main',
    media_id: 50,
    coordinates: { x: 0, y: 0, width: coverCrops.main.width, height: coverCrops.main.height },
  });
});

test('a crop that does not have the cover ratio cannot be used', async () => {
  reportedCrop = { x: 0, y: 0, width: 100, height: 100 };
  const { platform } = renderWithPlatform(<CoversPanel program={fakeProgram()} />, { me: fakeMe() });
  jest.mocked(platform.openMediaLibrary).mockResolvedValue([image]);
  await userEvent.click(
    within(screen.getByTestId('cover-main')).getByRole('button', { name: 'Choose from library' }),
  );
  const dialog = await screen.findByTestId('cover-crop');
  expect(within(dialog).getByRole('button', { name: 'Use this crop' })).toBeDisabled();
});

test('a video is used as it is, and until publishing its poster shows', async () => {
  const { platform, requests } = renderWithPlatform(
    <CoversPanel
      program={fakeProgram({
        covers: [
          {
            cover_type: 'mobile_view',
            crop_ratio: 1,
            coordinates: null,
            media: { id: 41, type: 'video', state: 'published', title: 'Intro.mp4' },
          },
        ],
      })}
    />,
    { me: fakeMe(), request: () => fakeProgram() },
  );
  expect(screen.getByTestId('cover-mobile_view')).toHaveTextContent('plays once the program is published');
  jest.mocked(platform.openMediaLibrary).mockResolvedValue([video]);
  await userEvent.click(within(screen.getByTestId('cover-main')).getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(requests[0]?.path).toBe(endpoints.setProgramCover.path));
  expect(requests[0]?.options.body).toEqual({ cover_type: 'main', media_id: 41, coordinates: null });
  expect(platform.openMediaLibrary).toHaveBeenCalledWith(
    expect.objectContaining({ mode: 'upload', multiple: false }),
  );
  expect(screen.queryByTestId('cover-crop')).not.toBeInTheDocument();
});
