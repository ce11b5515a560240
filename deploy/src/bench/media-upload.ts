import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { API_VERSION, apiPath, endpoints, type DirectUploadResponse } from '@coachforge/contracts';
import { startWebServer, WORKSPACE_ROOT } from '../web-server';

/**
 * `pnpm bench`: a 200 MB file through the embedded storage's signed-upload path (sign, PUT to the
 * signed URL, record), with the API process's resident memory sampled while the body streams. The
 * file is generated chunk by chunk, so neither side ever holds it whole.
 */
const FILE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const PORT = Number(process.env.BENCH_API_PORT ?? 4283);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 8283);
const origin = `http://127.0.0.1:${PORT}`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** An MP4 signature then zeros: enough for the content check to call it a video. */
function* videoChunks(total: number) {
  const head = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  yield head;
  const chunk = Buffer.alloc(1024 * 1024);
  let left = total - head.length;
  while (left > 0) {
    const size = Math.min(left, chunk.length);
    yield size === chunk.length ? chunk : chunk.subarray(0, size);
    left -= size;
  }
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      'API-Version': API_VERSION,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function put(base: string, url: string, headers: Record<string, string>, size: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${url}`,
      { method: 'PUT', headers: { ...headers, 'content-length': String(size) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    Readable.from(videoChunks(size)).pipe(req);
  });
}

async function waitForApi() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      await call('GET', apiPath(endpoints.themes), null);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error('API did not start');
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'coachforge-bench-upload-'));
  const api = spawn(process.execPath, ['--import', 'tsx', join(WORKSPACE_ROOT, 'api', 'src', 'main.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: String(PORT),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
    },
    stdio: 'inherit',
  });
  try {
    await waitForApi();
    const session = await call<{ access_token: string }>('POST', apiPath(endpoints.signUp), null, {
      first_name: 'Bench',
      last_name: 'Mark',
      email: `bench.${Date.now()}@example.com`,
      password: 'bench-password',
      password_confirmation: 'bench-password',
      terms: true,
      role: 'coach',
      client_id: 'coachforge-web',
      client_secret: 'coachforge-web-first-party',
    });
    const token = session.access_token;
    const size = FILE_MB * 1024 * 1024;
    const web = await startWebServer({
      port: WEB_PORT,
      host: '127.0.0.1',
      apiOrigin: origin,
      webClient: { id: 'coachforge-web', secret: 'coachforge-web-first-party' },
    });
    const webPid = process.pid;

    const measure = async (label: string, base: string) => {
      const signed = await call<DirectUploadResponse>('POST', apiPath(endpoints.directUpload), token, {
        blob: { filename: 'bench.mp4', byte_size: size, content_type: 'video/mp4' },
        scope: 'user',
      });
      const pid = api.pid!;
      const before = { api: rssOf(pid), web: rssOf(webPid) };
      const peak = { ...before };
      const sampler = setInterval(() => {
        peak.api = Math.max(peak.api, rssOf(pid));
        peak.web = Math.max(peak.web, rssOf(webPid));
      }, 50);
      const started = performance.now();
      const status = await put(base, signed.direct_upload.url, signed.direct_upload.headers, size);
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      if (status !== 204) throw new Error(`upload answered ${status}`);
      const recordStart = performance.now();
      const item = await call<{ state: string }>('POST', apiPath(endpoints.createMedia), token, {
        media: { signed_id: signed.signed_id, scope: 'user' },
      });
      const recordMs = performance.now() - recordStart;
      console.log(`\n${label}\n`);
      console.log(`  upload time          ${seconds.toFixed(2)} s`);
      console.log(`  throughput           ${(FILE_MB / seconds).toFixed(1)} MB/s`);
      console.log(
        `  API RSS              ${mb(before.api)} before, peak ${mb(peak.api)} (+${mb(peak.api - before.api)})`,
      );
      if (base !== origin) {
        console.log(
          `  web server RSS       ${mb(before.web)} before, peak ${mb(peak.web)} (+${mb(peak.web - before.web)})`,
        );
      }
      console.log(`  record (POST media)  ${recordMs.toFixed(0)} ms, state ${item.state}`);
    };

    console.log(`\nSigned upload of ${FILE_MB} MB through the embedded storage (one PUT, loopback)`);
    await measure('Straight to the API', origin);
    await measure(
      'Through the web server, as a browser sends it (proxy to the API)',
      `http://127.0.0.1:${WEB_PORT}`,
    );
    console.log('');
    await web.close();
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
