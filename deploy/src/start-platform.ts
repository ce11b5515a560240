import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { demoAccounts, readConfig } from '@coachforge/api';
import { startWebServer, WORKSPACE_ROOT } from './web-server';

/**
 * Starts the whole platform on the embedded defaults: the API (PGlite under .data/) in its own
 * process, and the web server for the shell and remotes in front of it.
 */
async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const dataDir = process.env.DATA_DIR ?? join(WORKSPACE_ROOT, '.data');
  const apiConfig = readConfig({ ...process.env, DATA_DIR: dataDir });
  const apiOrigin = `http://${apiConfig.host}:${apiConfig.port}`;

  const api = spawn(process.execPath, ['--import', 'tsx', join(WORKSPACE_ROOT, 'api', 'src', 'main.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    stdio: 'inherit',
  });
  api.on('exit', (code) => {
    console.error(`The API stopped (exit code ${code}).`);
    process.exit(code ?? 1);
  });
  const stop = () => {
    api.kill('SIGTERM');
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await waitForApi(apiOrigin);
  await startWebServer({
    port,
    host,
    apiOrigin,
    webClient: apiConfig.webClient,
    withholdRemotes: (process.env.WITHHOLD_REMOTES ?? '').split(',').filter(Boolean),
  });

  const url = `http://localhost:${port}`;
  console.log(`\nCoachforge is running at ${url}\n`);
  console.log('Demo logins:');
  for (const account of demoAccounts) {
    console.log(`  ${account.role === 'coach' ? 'coach ' : 'client'}  ${account.email}  /  ${account.password}`);
  }
  console.log(`\nData: ${apiConfig.databaseUrl ? 'PostgreSQL at DATABASE_URL' : dataDir}. Stop with Ctrl+C.\n`);
}

async function waitForApi(origin: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/api/themes`, { headers: { 'API-Version': '3' } });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer at ${origin} within 60 s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
