import { spawn, execFileSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { ADMIN_TOKEN_HEADER, API_VERSION, apiPath, endpoints, type ReleaseNote } from '@coachforge/contracts';
import { expect, type APIRequestContext } from '@playwright/test';

/** The operator token the e2e platform runs with (ADMIN_TOKEN of the API). */
export const E2E_ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-operator-token-for-release-notes';
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4181);
const E2E_WEB_PORT = Number(process.env.E2E_PORT ?? 8181);

/** Publishes a release note the way an operator does: the admin call of the running API. */
export async function publishReleaseNote(
  request: APIRequestContext,
  note: { title: string; body: string },
): Promise<ReleaseNote> {
  const response = await request.post(apiPath(endpoints.publishReleaseNote), {
    headers: { [ADMIN_TOKEN_HEADER]: E2E_ADMIN_TOKEN, 'API-Version': API_VERSION },
    data: note,
  });
  if (response.status() !== 201)
    throw new Error(`Publishing failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as ReleaseNote;
}

/**
 * Stops the API process listening on the e2e API port and starts it again with the same command line,
 * environment and data, as a deploy or a crash would. The new process belongs to this test worker and
 * ends with it.
 */
export async function restartApi(request: APIRequestContext): Promise<void> {
  const listening = execFileSync('ss', ['-ltnpH', `sport = :${E2E_API_PORT}`], { encoding: 'utf8' });
  const pid = Number(/pid=(\d+)/.exec(listening)?.[1]);
  if (!pid) throw new Error(`No process listens on port ${E2E_API_PORT}`);
  const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  const env = Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
  const cwd = readlinkSync(`/proc/${pid}/cwd`);
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && (await answers(request))) await new Promise((r) => setTimeout(r, 100));

  // The new API lives as long as the platform's web server: a watcher stops it once the harness has
  // stopped the web server, whichever test worker started it (Playwright replaces a worker after a failure).
  const watcher = [
    '"$@" & api=$!',
    "trap 'kill $api' TERM",
    'while ss -ltnH "sport = :$E2E_WEB_PORT" | grep -q .; do sleep 1; done',
    'kill $api',
  ].join('\n');
  spawn('sh', ['-c', watcher, 'sh', ...argv], {
    env: { ...env, E2E_WEB_PORT: String(E2E_WEB_PORT) },
    cwd,
    detached: true,
    stdio: 'ignore',
  }).unref();
  while (Date.now() < deadline + 45_000) {
    if (await answers(request)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The API did not come back within 60 s');
}

async function answers(request: APIRequestContext): Promise<boolean> {
  try {
    const response = await request.get(apiPath(endpoints.themes), {
      headers: { 'API-Version': API_VERSION },
    });
    return response.ok();
  } catch {
    return false;
  }
}

/**
 * Days pass for the platform's background work (renewals, retries, trial ends) on the development start
 * the tests run: POST /api/dev/jobs/fast_forward, which moves every waiting job that much earlier.
 */
export async function letDaysPass(request: APIRequestContext, days: number): Promise<void> {
  const response = await request.post('/api/dev/jobs/fast_forward', {
    headers: { 'API-Version': API_VERSION },
    data: { days },
  });
  expect(response.status()).toBe(200);
}
