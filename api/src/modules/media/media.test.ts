import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiPath,
  endpoints,
  messages,
  type DirectUploadResponse,
  type MediaItem,
  type MediaPage,
} from '@coachforge/contracts';
import { signUpBody, startTestApi, type TestApi } from '../../testing/test-api';
import {
  PNG,
  putFile as putFileFor,
  recordMedia,
  signUpload as signUploadFor,
  uploadMedia,
} from '../../testing/uploads';
import { createMediaRepository } from './media-repository';
import { findVideoTools, untrustedInputArguments, VIDEO_DEMUXERS } from './processing/video-tools';
import { signGrant } from './storage/signing';

const SECRET = 'test-media-secret';

let api: TestApi;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'coachforge-media-test-'));
  api = await startTestApi({ dataDir, media: { signingSecret: SECRET, s3: null, jobPollMs: 0 } });
});
afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signUp(role: 'coach' | 'user' = 'coach') {
  const response = await api.call({
    method: 'POST',
    url: apiPath(endpoints.signUp),
    payload: signUpBody(api.config, { role }),
  });
  const token = response.json().access_token as string;
  const me = await api.call({
    method: 'GET',
    url: apiPath(endpoints.me),
    headers: { authorization: `Bearer ${token}` },
  });
  return { auth: { authorization: `Bearer ${token}` }, accountId: me.json().current.id as number };
}

const signUpload = (
  auth: Record<string, string>,
  blob: { filename: string; byte_size: number; content_type: string },
  scope = 'user',
) => signUploadFor(api, auth, blob, scope);
const putFile = (upload: DirectUploadResponse, body: Buffer, headers: Record<string, string> = {}) =>
  putFileFor(api, upload, body, headers);
const record = (auth: Record<string, string>, media: Record<string, unknown>) =>
  recordMedia(api, auth, media);
const list = (auth: Record<string, string>, query: Record<string, string>) =>
  api.call({ method: 'GET', url: apiPath(endpoints.fetchMedia), headers: auth, query });
const upload = (auth: Record<string, string>, filename: string, body: Buffer, contentType: string) =>
  uploadMedia(api, auth, filename, body, contentType);

describe('signed uploads', () => {
  test('an image uploaded to its signed URL is recorded, listed and served back inline with its real type', async () => {
    const { auth } = await signUp();
    const item = await upload(auth, 'squat.png', PNG, 'image/png');
    expect(item).toMatchObject({
      title: 'squat.png',
      kind: 'image',
      state: 'published',
      file_size: PNG.length,
    });
    const served = await api.app.inject({ method: 'GET', url: item.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  test('an upload URL whose signature was tampered with is refused', async () => {
    const { auth } = await signUp();
    const upload = (
      await signUpload(auth, { filename: 'a.png', byte_size: PNG.length, content_type: 'image/png' })
    ).json();
    const tampered = {
      ...upload,
      direct_upload: { ...upload.direct_upload, url: upload.direct_upload.url.replace(/token=./, 'token=x') },
    };
    const response = await putFile(tampered, PNG);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(messages.media.signatureInvalid);
  });

  test('a signed URL used for another key is refused', async () => {
    const { auth } = await signUp();
    const first = (
      await signUpload(auth, { filename: 'a.png', byte_size: PNG.length, content_type: 'image/png' })
    ).json();
    const second = (
      await signUpload(auth, { filename: 'b.png', byte_size: PNG.length, content_type: 'image/png' })
    ).json();
    const token = new URL(first.direct_upload.url, 'http://x').searchParams.get('token');
    const url = second.direct_upload.url.replace(/token=.*/, `token=${token}`);
    const response = await putFile({ ...second, direct_upload: { ...second.direct_upload, url } }, PNG);
    expect(response.statusCode).toBe(403);
  });

  test('an expired upload URL is refused with the expiry message', async () => {
    const { auth } = await signUp();
    const upload = (
      await signUpload(auth, { filename: 'a.png', byte_size: PNG.length, content_type: 'image/png' })
    ).json();
    const expired = signGrant(SECRET, {
      op: 'put',
      key: upload.key,
      exp: Math.floor(Date.now() / 1000) - 1,
      size: PNG.length,
      type: 'image/png',
    });
    const url = upload.direct_upload.url.replace(/token=.*/, `token=${expired}`);
    const response = await putFile({ ...upload, direct_upload: { ...upload.direct_upload, url } }, PNG);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(messages.media.signatureExpired);
  });

  test('a body of another size than was signed is refused and nothing is kept', async () => {
    const { auth } = await signUp();
    const upload = (
      await signUpload(auth, { filename: 'a.png', byte_size: PNG.length + 10, content_type: 'image/png' })
    ).json();
    const response = await putFile(upload, PNG);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(messages.media.sizeMismatch);
    expect((await record(auth, { signed_id: upload.signed_id })).statusCode).toBe(409);
  });

  test('an upload with another content type than was signed is refused', async () => {
    const { auth } = await signUp();
    const upload = (
      await signUpload(auth, { filename: 'a.png', byte_size: PNG.length, content_type: 'image/png' })
    ).json();
    const response = await putFile(upload, PNG, { 'content-type': 'image/jpeg' });
    expect(response.statusCode).toBe(400);
  });

  test('a file whose bytes are not what its type claims is refused and its media deleted', async () => {
    const { auth } = await signUp();
    const fake = Buffer.from('plain words pretending to be a picture');
    const signed = (
      await signUpload(auth, { filename: 'cat.jpg', byte_size: fake.length, content_type: 'image/jpeg' })
    ).json();
    expect((await putFile(signed, fake)).statusCode).toBe(204);
    const response = await record(auth, { signed_id: signed.signed_id });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe(messages.media.typeMismatch);
    expect(
      (await api.call({ method: 'GET', url: `/api/media/${signed.id}`, headers: auth })).statusCode,
    ).toBe(404);
  });

  test('a program renamed to a picture is refused as a forbidden type', async () => {
    const { auth } = await signUp();
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]);
    const signed = (
      await signUpload(auth, { filename: 'cat.jpg', byte_size: program.length, content_type: 'image/jpeg' })
    ).json();
    await putFile(signed, program);
    expect((await record(auth, { signed_id: signed.signed_id })).json().error).toBe(
      messages.media.typeForbidden,
    );
  });

  test('HTML disguised as text is refused, and HTML is never accepted as a type', async () => {
    const { auth } = await signUp();
    const page = Buffer.from('<!DOCTYPE html><script>alert(1)</script>');
    const signed = (
      await signUpload(auth, { filename: 'notes.txt', byte_size: page.length, content_type: 'text/plain' })
    ).json();
    await putFile(signed, page);
    expect((await record(auth, { signed_id: signed.signed_id })).json().error).toBe(
      messages.media.typeForbidden,
    );
    const html = await signUpload(auth, { filename: 'x.html', byte_size: 10, content_type: 'text/html' });
    expect(html.statusCode).toBe(422);
  });

  test('a file over 500 MB is refused with the spec message', async () => {
    const { auth } = await signUp();
    const response = await signUpload(auth, {
      filename: 'big.mp4',
      byte_size: 600 * 1024 * 1024,
      content_type: 'video/mp4',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('File is too big (600Mb). Max filesize: 500Mb.');
  });

  test('once an upload is recorded its signed URL cannot replace the file: the checked bytes are the served bytes', async () => {
    const { auth } = await signUp();
    const signed = (
      await signUpload(auth, { filename: 'squat.png', byte_size: PNG.length, content_type: 'image/png' })
    ).json() as DirectUploadResponse;
    expect((await putFile(signed, PNG)).statusCode).toBe(204);
    const item = (await record(auth, { signed_id: signed.signed_id })).json() as MediaItem;

    // Same size and type, other bytes: what an attacker would swap in after the check.
    const swapped = Buffer.concat([Buffer.from('<svg onload=alert(1)>'), Buffer.alloc(PNG.length - 21, 32)]);
    const again = await putFile(signed, swapped);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(messages.media.alreadyUploaded);
    const served = await api.app.inject({ method: 'GET', url: item.src });
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(existsSync(join(dataDir, 'media', signed.key))).toBe(false);
  });

  test('a signed upload URL writes its file once: a second upload before recording is refused', async () => {
    const { auth } = await signUp();
    const signed = (
      await signUpload(auth, { filename: 'a.png', byte_size: PNG.length, content_type: 'image/png' })
    ).json() as DirectUploadResponse;
    expect((await putFile(signed, PNG)).statusCode).toBe(204);
    expect((await putFile(signed, Buffer.alloc(PNG.length, 65))).statusCode).toBe(409);
    const item = (await record(auth, { signed_id: signed.signed_id })).json() as MediaItem;
    expect((await api.app.inject({ method: 'GET', url: item.src })).rawPayload.equals(PNG)).toBe(true);
  });

  test('a file swapped before recording is checked again when recorded, and refused', async () => {
    const { auth } = await signUp();
    const signed = (
      await signUpload(auth, { filename: 'a.png', byte_size: PNG.length, content_type: 'image/png' })
    ).json() as DirectUploadResponse;
    const page = Buffer.concat([Buffer.from('<html><script>'), Buffer.alloc(PNG.length - 14, 32)]);
    expect((await putFile(signed, page)).statusCode).toBe(204);
    const recorded = await record(auth, { signed_id: signed.signed_id });
    expect(recorded.statusCode).toBe(422);
    expect(existsSync(join(dataDir, 'media', signed.key))).toBe(false);
  });

  test.each(['GET', 'PUT'] as const)(
    'a storage path with a malformed escape answers %s with a 4xx JSON error, never a 500',
    async (method) => {
      const response = await api.app.inject({
        method,
        url: '/api/media/storage/%E0%A4%A?token=x',
        payload: method === 'PUT' ? 'x' : undefined,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(typeof response.json().error).toBe('string');
    },
  );

  test('a failed upload is deleted by the id from its signature key', async () => {
    const { auth } = await signUp();
    const upload = (
      await signUpload(auth, { filename: 'a.png', byte_size: PNG.length, content_type: 'image/png' })
    ).json();
    expect(upload.key).toContain(`media/${upload.id}/`);
    expect(
      (await api.call({ method: 'DELETE', url: `/api/media/${upload.id}`, headers: auth })).statusCode,
    ).toBe(204);
    expect((await record(auth, { signed_id: upload.signed_id })).statusCode).toBe(404);
  });
});

test('an upload signed a day ago and never recorded is swept away with its file', async () => {
  const { auth } = await signUp();
  const signed = (
    await signUpload(auth, { filename: 'a.png', byte_size: PNG.length, content_type: 'image/png' })
  ).json();
  await putFile(signed, PNG);
  expect(existsSync(join(dataDir, 'media', signed.key))).toBe(true);
  const fresh = (
    await signUpload(auth, { filename: 'b.png', byte_size: PNG.length, content_type: 'image/png' })
  ).json();
  await api.db.query("UPDATE media SET created_at = now() - interval '25 hours' WHERE id = $1", [signed.id]);
  await api.db.query(
    "UPDATE background_jobs SET run_at = now() WHERE kind = 'media.sweep_abandoned_uploads'",
  );
  await api.app.jobs.runDue();
  expect(await createMediaRepository(api.db).find(signed.id)).toBeNull();
  expect(await createMediaRepository(api.db).find(fresh.id)).not.toBeNull();
  expect(existsSync(join(dataDir, 'media', signed.key))).toBe(false);
  const [next] = await api.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM background_jobs WHERE kind = 'media.sweep_abandoned_uploads' AND finished_at IS NULL",
  );
  expect(next!.n).toBe(1);
});

describe('video links', () => {
  test('a YouTube link is added with its thumbnail and embed; other links are refused', async () => {
    const { auth } = await signUp();
    const added = await record(auth, { video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      kind: 'youtube',
      state: 'published',
      video_site: 'youtube',
      video_id: 'dQw4w9WgXcQ',
      thumb: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      stream_src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    const vimeo = await record(auth, { video_url: 'https://vimeo.com/76979871' });
    expect(vimeo.json()).toMatchObject({
      video_site: 'vimeo',
      stream_src: 'https://player.vimeo.com/video/76979871',
    });
    expect((await record(auth, { video_url: 'https://example.com/video' })).json().error).toBe(
      messages.media.videoLinkInvalid,
    );
    expect((await record(auth, { video_url: '' })).statusCode).toBe(422);
  });
});

describe('listing', () => {
  test('media/fetch filters by kind and by any title word, sorts newest first and pages', async () => {
    const { auth } = await signUp();
    await upload(auth, 'Squat form.png', PNG, 'image/png');
    await record(auth, { video_url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Deadlift cues' });
    await upload(auth, 'Bench press.png', PNG, 'image/png');
    await record(auth, { video_url: 'https://youtu.be/aaaaaaaaaaa', title: 'Rowing drills' });

    const all = (await list(auth, { owner: 'current' })).json() as MediaPage;
    expect(all.items.map((item) => item.title)).toEqual([
      'Rowing drills',
      'Bench press.png',
      'Deadlift cues',
      'Squat form.png',
    ]);
    const images = (await list(auth, { owner: 'current', 'q[kind_in]': 'image' })).json() as MediaPage;
    expect(images.items.map((item) => item.title)).toEqual(['Bench press.png', 'Squat form.png']);
    const words = (
      await list(auth, { owner: 'current', 'q[title_cont_any]': 'squat rowing' })
    ).json() as MediaPage;
    expect(words.items.map((item) => item.title)).toEqual(['Rowing drills', 'Squat form.png']);
    const oldest = (
      await list(auth, { owner: 'current', 'q[s]': 'created_at asc', per_page: '2', page: '2' })
    ).json() as MediaPage;
    expect(oldest.items.map((item) => item.title)).toEqual(['Bench press.png', 'Rowing drills']);
    expect(oldest.pagination).toEqual({ current_page: 2, total_pages: 2, total: 4 });
    const percent = (await list(auth, { owner: 'current', 'q[title_cont_any]': '%' })).json() as MediaPage;
    expect(percent.items).toHaveLength(0);
  });

  test('the HYROX probe says whether the account has HYROX access', async () => {
    const { auth, accountId } = await signUp();
    const probe = () => list(auth, { owner: 'hyrox', page: '1', per_page: '1' });
    expect((await probe()).json().hyrox_access).toBe(false);
    await createMediaRepository(api.db).grantHyroxAccess(accountId);
    expect((await probe()).json().hyrox_access).toBe(true);
    expect(
      (await record(auth, { video_url: 'https://youtu.be/dQw4w9WgXcQ', scope: 'hyrox' })).statusCode,
    ).toBe(201);
    expect((await probe()).json().items).toHaveLength(1);
  });
});

describe('authorisation', () => {
  test('nobody sees, fetches or deletes another account’s library', async () => {
    const owner = await signUp();
    const other = await signUp();
    const item = await upload(owner.auth, 'private.png', PNG, 'image/png');
    expect((await list(other.auth, { owner: 'current' })).json().items).toHaveLength(0);
    expect(
      (await api.call({ method: 'GET', url: `/api/media/${item.id}`, headers: other.auth })).statusCode,
    ).toBe(404);
    expect(
      (await api.call({ method: 'DELETE', url: `/api/media/${item.id}`, headers: other.auth })).statusCode,
    ).toBe(404);
    expect(
      (await api.call({ method: 'GET', url: `/api/media/${item.id}`, headers: owner.auth })).statusCode,
    ).toBe(200);
  });

  test('someone else’s signed upload cannot be recorded into another library', async () => {
    const owner = await signUp();
    const other = await signUp();
    const signed = (
      await signUpload(owner.auth, { filename: 'a.png', byte_size: PNG.length, content_type: 'image/png' })
    ).json();
    await putFile(signed, PNG);
    expect((await record(other.auth, { signed_id: signed.signed_id })).statusCode).toBe(404);
    expect((await record(other.auth, { signed_id: `${signed.id}--forged` })).statusCode).toBe(422);
  });

  test('only a HYROX account owner may add to the HYROX library, and a client sees no product library', async () => {
    const client = await signUp('user');
    expect(
      (await record(client.auth, { video_url: 'https://youtu.be/dQw4w9WgXcQ', scope: 'hyrox' })).statusCode,
    ).toBe(403);
    expect((await list(client.auth, { owner: 'coachforge' })).json().items).toEqual([]);
    expect(
      (await api.call({ method: 'GET', url: apiPath(endpoints.fetchMedia), query: { owner: 'current' } }))
        .statusCode,
    ).toBe(401);
  });
});

const videoTools = findVideoTools();
(videoTools ? describe : describe.skip)('processing (needs ffmpeg)', () => {
  test('an uploaded video is processing until the job publishes it with a duration and a thumbnail', async () => {
    const { auth, accountId } = await signUp();
    const file = join(dataDir, 'clip.mp4');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=2:size=160x120:rate=10',
      '-pix_fmt',
      'yuv420p',
      file,
    ]);
    const heard: number[] = [];
    api.app.mediaEvents.subscribe((message) => heard.push(message.data.id));
    const video = await upload(auth, 'clip.mp4', readFileSync(file), 'video/mp4');
    expect(video).toMatchObject({ kind: 'video', state: 'processing', thumb: null });

    // Mail from the sign-ups waits in the same queue; the video's job is among what runs.
    expect(await api.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const published = (
      await api.call({ method: 'GET', url: `/api/media/${video.id}`, headers: auth })
    ).json() as MediaItem;
    expect(published.state).toBe('published');
    expect(published.duration).toBeCloseTo(2, 0);
    expect((await api.app.inject({ method: 'GET', url: published.thumb! })).headers['content-type']).toBe(
      'image/jpeg',
    );
    expect(heard).toEqual([video.id]);
    expect(accountId).toBeGreaterThan(0);
    // Running the job again (a retry after a crash) changes nothing.
    await api.db.query("UPDATE background_jobs SET finished_at = NULL WHERE kind = 'media.process_video'");
    await api.app.jobs.runDue();
    expect(heard).toEqual([video.id]);
  });

  test('a video taller than 360 lines streams in a 360p rendition and its original, and deleting it removes both', async () => {
    const { auth } = await signUp();
    const file = join(dataDir, 'tall.mp4');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=1:size=500x400:rate=5',
      '-pix_fmt',
      'yuv420p',
      file,
    ]);
    const video = await upload(auth, 'tall.mp4', readFileSync(file), 'video/mp4');
    expect(video.renditions).toEqual([]);
    await api.app.jobs.runDue();
    const published = (
      await api.call({ method: 'GET', url: `/api/media/${video.id}`, headers: auth })
    ).json() as MediaItem;
    expect(published.renditions.map(({ height, original }) => ({ height, original }))).toEqual([
      { height: 360, original: false },
      { height: 400, original: true },
    ]);
    const rendition = await api.app.inject({ method: 'GET', url: published.renditions[0]!.src });
    expect(rendition.statusCode).toBe(200);
    expect(rendition.headers['content-type']).toBe('video/mp4');
    const copy = join(dataDir, 'rendition.mp4');
    writeFileSync(copy, rendition.rawPayload);
    const lines = execFileSync('ffprobe', [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=height',
      '-of',
      'default=noprint_wrappers=1:nokey=1',
      copy,
    ]);
    expect(lines.toString().trim()).toBe('360');

    expect(
      (await api.call({ method: 'DELETE', url: `/api/media/${video.id}`, headers: auth })).statusCode,
    ).toBe(204);
    expect((await api.app.inject({ method: 'GET', url: published.renditions[0]!.src })).statusCode).toBe(404);
  });

  const clip = () => {
    const file = join(dataDir, 'source.mp4');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=1:size=64x48:rate=5',
      '-pix_fmt',
      'yuv420p',
      file,
    ]);
    return file;
  };
  const crafted = {
    hls: (source: string) => `#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\nfile:${source}\n#EXT-X-ENDLIST\n`,
    concat: (source: string) => `ffconcat version 1.0\nfile '${source}'\n`,
  };

  test.each(Object.keys(crafted) as (keyof typeof crafted)[])(
    'ffmpeg refuses a %s playlist naming another file uploaded as a video, which unrestricted ffprobe reads as one',
    async (kind) => {
      const source = clip();
      const file = join(dataDir, `crafted-${kind.length}.mp4`);
      writeFileSync(file, crafted[kind](source));
      // Unrestricted, ffprobe takes the file for the playlist it is and would follow its reference.
      const open = execFileSync(
        'ffprobe',
        ['-v', 'error', '-safe', '0', '-show_entries', 'format=format_name', '-of', 'csv=p=0', file],
        { encoding: 'utf8' },
      );
      expect(open.trim()).toBe(kind);
      await expect(videoTools!.duration(file)).rejects.toThrow();
      await expect(videoTools!.thumbnail(file, join(dataDir, 'crafted.jpg'), 0)).rejects.toThrow();
      expect(existsSync(join(dataDir, 'crafted.jpg'))).toBe(false);
    },
  );

  test('ffmpeg and ffprobe read only local files, with an allow-list of video containers', () => {
    expect(untrustedInputArguments).toEqual([
      '-protocol_whitelist',
      'file',
      '-format_whitelist',
      VIDEO_DEMUXERS,
    ]);
    for (const playlistDemuxer of ['hls', 'concat', 'image2', 'srt', 'webvtt', 'tty'])
      expect(VIDEO_DEMUXERS.split(',')).not.toContain(playlistDemuxer);
  });
});
