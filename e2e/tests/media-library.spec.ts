import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages, type MediaItem } from '@coachforge/contracts';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { signUpFinishedCoach } from '../support/account-api';
import { collectConsoleErrors, uniqueEmail } from '../support/platform';

/** A 1×1 PNG, and a 2-second WebM made with ffmpeg at test time (CI installs Debian's ffmpeg). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function makeVideo(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'coachforge-e2e-video-'));
  try {
    const file = join(dir, 'clip.webm');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=2:size=640x400:rate=15',
      '-c:v',
      'libvpx',
      '-b:v',
      '400k',
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function signUpCoach(page: Page, request: APIRequestContext) {
  await signUpFinishedCoach(page, request, {
    first_name: 'Mia',
    last_name: 'Media',
    email: uniqueEmail('mia'),
    password: 'lift-heavy-things',
  });
}

const row = (page: Page, title: string) => page.getByTestId('media-row').filter({ hasText: title });

test('a coach uploads an image and a video, adds a YouTube link, searches, filters, and picks two resources through the library dialog', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  // No network beyond this machine: YouTube thumbnails are refused rather than left hanging.
  await page.route(/^https:\/\/(i\.ytimg\.com|www\.youtube-nocookie\.com)\//, (route) => route.abort());
  await signUpCoach(page, request);
  await page.goto('/coach/resources');
  await expect(page.getByRole('heading', { name: 'Resources' })).toBeVisible();

  // Uploads go straight to the signed URL with a progress bar per file.
  const upload = page.getByLabel('Upload files');
  await upload.setInputFiles({ name: 'squat-form.png', mimeType: 'image/png', buffer: PNG });
  const imagePreview = page.getByTestId('upload-preview').filter({ hasText: 'squat-form.png' });
  await expect(imagePreview).toHaveAttribute('data-status', 'uploaded');
  await expect(imagePreview.getByRole('progressbar')).toHaveAttribute('value', '1');
  await expect(row(page, 'squat-form.png')).toBeVisible();
  // The finished preview goes away after 3 seconds.
  await expect(imagePreview).toHaveCount(0, { timeout: 6000 });

  const recorded = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/media',
  );
  await upload.setInputFiles({ name: 'warm-up clip.webm', mimeType: 'video/webm', buffer: makeVideo() });
  const created = (await (await recorded).json()) as MediaItem;
  expect(created.state).toBe('processing');
  await expect(page.getByTestId('upload-preview').filter({ hasText: 'warm-up clip.webm' })).toHaveAttribute(
    'data-status',
    'uploaded',
  );

  // Processing publishes the video with its duration and thumbnail; the list learns of it by itself.
  const video = row(page, 'warm-up clip.webm');
  await expect(video).toHaveAttribute('data-state', 'published', { timeout: 30_000 });
  await expect(video.getByTestId('media-details')).toContainText('0:02');
  await expect
    .poll(() => video.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await video.getByRole('button', { name: 'warm-up clip.webm', exact: true }).click();
  const player = page.getByTestId('media-viewer-video');
  await expect(player).toBeVisible();
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.duration), { timeout: 15_000 })
    .toBeGreaterThan(1.5);
  // A 400-line video streams as a 360p copy or its original; the player starts on quality 2, which is
  // the best of the two here, and plays the other quality when chosen.
  const quality = page.getByTestId('media-viewer-video-quality');
  await expect(quality).toContainText('400p');
  await quality.getByRole('button').click();
  await page.getByRole('option', { name: '360p' }).click();
  await expect(player).toHaveAttribute('data-quality', '360p');
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.videoHeight), { timeout: 15_000 })
    .toBe(360);
  await page.getByTestId('media-viewer').getByRole('button', { name: 'Close' }).click();

  // A YouTube link is validated and added with its thumbnail from the URL pattern.
  await page.getByLabel('Video link (YouTube or Vimeo)').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Add link' }).click();
  const link = row(page, 'YouTube video dQw4w9WgXcQ');
  await expect(link).toBeVisible();
  await expect(link.locator('img')).toHaveAttribute(
    'src',
    'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  );

  // Search and filter.
  await page.getByLabel('Search media').fill('squat');
  await expect(page.getByTestId('media-row')).toHaveCount(1);
  await expect(row(page, 'squat-form.png')).toBeVisible();
  await page.getByLabel('Search media').fill('');
  await expect(page.getByTestId('media-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByTestId('media-filter-popup').getByLabel('Video', { exact: true }).check();
  await expect(page.getByTestId('media-row')).toHaveCount(1);
  await expect(row(page, 'warm-up clip.webm')).toBeVisible();
  await page.getByTestId('media-filter-popup').getByLabel('Video', { exact: true }).uncheck();
  await expect(page.getByTestId('media-row')).toHaveCount(3);

  // The caller opens the library through the PlatformContext and gets the two chosen items back.
  await page.getByRole('button', { name: 'Add resources' }).click();
  const dialog = page.getByRole('dialog', { name: messages.media.addTitle });
  await expect(dialog).toBeVisible();
  const add = dialog.getByRole('button', { name: 'Add resource' });
  await expect(add).toBeDisabled();
  await dialog.getByLabel('Select squat-form.png').check();
  await dialog.getByLabel('Select YouTube video dQw4w9WgXcQ').check();
  await add.click();
  await expect(dialog).toHaveCount(0);
  const chosen = page.getByRole('region', { name: 'Chosen resources' });
  await expect(chosen.getByTestId('attachment-title')).toHaveText([
    'squat-form.png',
    'YouTube video dQw4w9WgXcQ',
  ]);
  // The chosen list is being edited: an attachment can be taken off it again.
  await chosen.getByRole('button', { name: messages.ui.removeChoice('squat-form.png') }).click();
  await expect(chosen.getByTestId('attachment-title')).toHaveText(['YouTube video dQw4w9WgXcQ']);
  expect(errors).toEqual([]);
});

test('a file over 500 MB is refused in the browser with the spec message, before anything is sent', async ({
  page,
  request,
}) => {
  await signUpCoach(page, request);
  await page.goto('/coach/resources');
  await page.getByRole('button', { name: 'Upload media' }).click();
  const dialog = page.getByRole('dialog', { name: messages.media.uploadTitle });
  await expect(dialog).toBeVisible();
  // A sparse 501 MB file the browser reads lazily.
  const dir = mkdtempSync(join(tmpdir(), 'coachforge-e2e-big-'));
  const big = join(dir, 'huge.mp4');
  execFileSync('truncate', ['-s', `${501 * 1024 * 1024}`, big]);
  try {
    await dialog.getByLabel('Upload files').setInputFiles(big);
    await expect(dialog.getByRole('alert')).toHaveText(messages.media.fileTooBig(501, 500));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
});
