import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { apiPath, endpoints, type DirectUploadResponse, type MediaItem } from '@coachforge/contracts';
import { startWebServer, WORKSPACE_ROOT } from '../web-server';
import { BENCH_API_PORT, mb, rssOf, signUpCoach, startApi } from './support/api-process';
import type { BenchSection } from './support/report';

/**
 * Uploads keep streaming: real videos (made by ffmpeg, so the API's processing runs on them) of 1 MB to
 * 500 MB through the embedded storage's signed-upload path (sign, PUT, record), straight to the API and
 * through the web server as a browser sends them, with both processes' resident memory sampled while the
 * body streams; then the time until processing has published the video. Goal: API memory within 20 MB.
 */
const SIZES_MB = (process.env.BENCH_UPLOAD_SIZES_MB ?? '1,100,500').split(',').map(Number);
const PORT = BENCH_API_PORT;
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 8283);
const VIDEOS = join(WORKSPACE_ROOT, '.data', 'bench', 'videos');
/** Bytes per frame of lossless H.264 of full-strength noise at 640x360: a fifth more than the raw frame. */
const BYTES_PER_FRAME = 414_000;

/**
 * A real MP4 of about `sizeMb`: noise does not compress, so lossless H.264 makes a file of a chosen size
 * in seconds. Made once and kept under .data/bench (deleting it only costs the time to make it again).
 */
function videoOf(sizeMb: number): string {
  mkdirSync(VIDEOS, { recursive: true });
  const file = join(VIDEOS, `noise-${sizeMb}mb.mp4`);
  if (existsSync(file)) return file;
  // Rounded down: the largest size is the platform's upload limit, which the file must not pass.
  const frames = Math.max(2, Math.floor((sizeMb * 1024 * 1024) / BYTES_PER_FRAME));
  const made = spawnSync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'nullsrc=s=640x360:r=30,noise=alls=100:allf=t+u,format=yuv420p',
      '-frames:v',
      String(frames),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-qp',
      '0',
      '-movflags',
      '+faststart',
      file,
    ],
    { stdio: 'inherit' },
  );
  if (made.status !== 0)
    throw new Error('ffmpeg could not make the benchmark video (bash e2e/ensure-ffmpeg.sh)');
  return file;
}

function put(base: string, url: string, headers: Record<string, string>, file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${url}`,
      { method: 'PUT', headers: { ...headers, 'content-length': String(statSync(file).size) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    createReadStream(file, { highWaterMark: 1024 * 1024 }).pipe(req);
  });
}

export async function benchMediaUpload(): Promise<BenchSection[]> {
  const api = await startApi({ port: PORT });
  const web = await startWebServer({
    port: WEB_PORT,
    host: '127.0.0.1',
    apiOrigin: api.origin,
    webClient: { id: 'coachforge-web', secret: 'coachforge-web-first-party' },
  });
  const rows: (string | number)[][] = [];
  const figures: unknown[] = [];
  try {
    const token = await signUpCoach(api, 'uploads');
    for (const sizeMb of SIZES_MB) {
      const file = videoOf(sizeMb);
      const size = statSync(file).size;
      for (const [path, base] of [
        ['API', api.origin],
        ['web server → API', `http://127.0.0.1:${WEB_PORT}`],
      ] as const) {
        const signed = await api.call<DirectUploadResponse>('POST', apiPath(endpoints.directUpload), token, {
          blob: { filename: `noise-${sizeMb}.mp4`, byte_size: size, content_type: 'video/mp4' },
          scope: 'user',
        });
        const before = { api: rssOf(api.pid), web: rssOf(process.pid) };
        const peak = { ...before };
        const sampler = setInterval(() => {
          peak.api = Math.max(peak.api, rssOf(api.pid));
          peak.web = Math.max(peak.web, rssOf(process.pid));
        }, 50);
        const started = performance.now();
        const status = await put(base, signed.direct_upload.url, signed.direct_upload.headers, file);
        const seconds = (performance.now() - started) / 1000;
        clearInterval(sampler);
        if (status !== 204) throw new Error(`upload answered ${status}`);
        const processing = performance.now();
        let item = await api.call<MediaItem>('POST', apiPath(endpoints.createMedia), token, {
          media: { signed_id: signed.signed_id, scope: 'user' },
        });
        const deadline = Date.now() + 10 * 60_000;
        while (item.state !== 'published' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          item = await api.call<MediaItem>('GET', `/api/media/${item.id}`, token);
        }
        const processedSeconds = (performance.now() - processing) / 1000;
        const row = {
          sizeMb: mb(size),
          path,
          uploadSeconds: seconds,
          megabytesPerSecond: mb(size) / seconds,
          apiGrowth: peak.api - before.api,
          webGrowth: peak.web - before.web,
          processedSeconds: item.state === 'published' ? processedSeconds : null,
        };
        figures.push(row);
        rows.push([
          row.sizeMb,
          path,
          row.uploadSeconds.toFixed(2),
          row.megabytesPerSecond.toFixed(0),
          `${mb(before.api)} → ${mb(peak.api)} (+${mb(row.apiGrowth)})`,
          path === 'API' ? '' : `+${mb(row.webGrowth)}`,
          row.processedSeconds === null ? 'not within 10 min' : row.processedSeconds.toFixed(1),
        ]);
      }
    }
  } finally {
    await web.close();
    await api.stop();
  }
  return [
    {
      title: 'Video uploads through the signed-upload path, loopback (goal: API memory flat within 20 MB)',
      columns: ['MB', 'path', 'upload s', 'MB/s', 'API RSS MB', 'web server +MB', 'processed s'],
      rows,
      figures,
    },
  ];
}
