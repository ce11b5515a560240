import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const WORKSPACE_ROOT = join(__dirname, '..', '..');

/** A port nobody listens on right now (the OS picks it), so parallel runs never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface OwnPlatform {
  url: string;
  releasesDir: string;
  /** Runs a deploy command (release, promote, rollback) against this platform's releases. */
  deploy(...args: string[]): string;
  stop(): Promise<void>;
}

/**
 * A platform of the test's own, as `pnpm --filter @coachforge/deploy serve` runs it, with its own
 * releases folder: tests that deploy remotes change its runtime manifest and nobody else's.
 */
export async function startOwnPlatform(env: Record<string, string> = {}): Promise<OwnPlatform> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const root = mkdtempSync(join(tmpdir(), 'coachforge-e2e-deploy-'));
  const releasesDir = join(root, 'releases');
  const child: ChildProcess = spawn('pnpm', ['--filter', '@coachforge/deploy', 'serve'], {
    cwd: WORKSPACE_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: join(root, 'data'),
      RELEASES_DIR: releasesDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The platform stopped while starting:\n${output}`);
    try {
      if ((await fetch(`${url}/remotes.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The platform did not start within 120 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    releasesDir,
    deploy(...args) {
      const result = spawnSync('pnpm', ['--silent', '--filter', '@coachforge/deploy', ...args], {
        cwd: WORKSPACE_ROOT,
        env: { ...process.env, RELEASES_DIR: releasesDir },
        encoding: 'utf8',
      });
      if (result.status !== 0)
        throw new Error(`deploy ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
      return result.stdout;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
      rmSync(root, { recursive: true, force: true });
    },
  };
}
