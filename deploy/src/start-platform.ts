import { join } from 'node:path';
import { demoAccounts } from '@coachforge/api';
import { runPlatform } from './platform';
import { releasesDirFrom, WORKSPACE_ROOT } from './paths';

/** `pnpm start`: the platform on the embedded defaults, with the URL and demo logins printed. */
async function main() {
  const dataDir = process.env.DATA_DIR ?? join(WORKSPACE_ROOT, '.data', 'platform');
  const platform = await runPlatform({
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST ?? '127.0.0.1',
    apiPort: Number(process.env.API_PORT ?? 4000),
    dataDir,
    logLevel: process.env.LOG_LEVEL,
    withholdRemotes: (process.env.WITHHOLD_REMOTES ?? '').split(',').filter(Boolean),
    releasesDir: releasesDirFrom(),
    remoteLoadTimeLimitMs: Number(process.env.REMOTE_LOAD_TIME_LIMIT_MS) || undefined,
  });
  const stop = () => void platform.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  console.log(`\nCoachforge is running at ${platform.url}\n`);
  if (platform.apiConfig.seedDemoData) {
    console.log('Demo logins:');
    for (const account of demoAccounts) {
      console.log(
        `  ${account.role === 'coach' ? 'coach ' : 'client'}  ${account.email}  /  ${account.password}`,
      );
    }
  }
  if (platform.apiConfig.serveOutbox && !platform.apiConfig.smtp)
    console.log(`Mail sent by the platform: ${platform.url}/api/dev/outbox`);
  const storage = platform.apiConfig.databaseUrl
    ? 'PostgreSQL at DATABASE_URL'
    : `embedded PostgreSQL in ${dataDir}`;
  console.log(`\nData: ${storage}. Stop with Ctrl+C.\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
