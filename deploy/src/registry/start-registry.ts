import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from '../paths';
import { publishPackages } from './publish-packages';

/**
 * `pnpm --filter @coachforge/deploy registry`: the private registry on 127.0.0.1 (REGISTRY_PORT, 4573),
 * storage in .data/verdaccio, with the current @coachforge/contracts and @coachforge/ui published.
 * Runs until stopped (Ctrl+C).
 */
async function main() {
  const port = Number(process.env.REGISTRY_PORT ?? 4573);
  const registry = `http://127.0.0.1:${port}`;
  const dataDir = join(WORKSPACE_ROOT, '.data', 'verdaccio');
  mkdirSync(dataDir, { recursive: true });
  const verdaccio = spawn(
    join(WORKSPACE_ROOT, 'deploy', 'node_modules', '.bin', 'verdaccio'),
    ['--config', join(WORKSPACE_ROOT, 'deploy', 'verdaccio', 'config.yaml'), '--listen', `127.0.0.1:${port}`],
    { stdio: 'inherit' },
  );
  const stop = () => verdaccio.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  verdaccio.once('exit', (code) => process.exit(code ?? 0));
  try {
    await publishWhenReady(registry, dataDir);
  } catch (error) {
    stop();
    throw error;
  }
}

async function publishWhenReady(registry: string, dataDir: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${registry}/-/ping`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`verdaccio did not answer at ${registry} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  for (const line of await publishPackages(registry, join(dataDir, 'staging'))) console.log(line);
  console.log(
    `\nRegistry ready at ${registry}/ (use it for the @coachforge scope: @coachforge:registry=${registry}/)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
