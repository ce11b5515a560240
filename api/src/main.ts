import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildApi } from './app';
import { systemClock } from './clock';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';

async function main() {
  const config = readConfig();
  if (config.startupRefusal) {
    console.error(config.startupRefusal);
    process.exit(1);
  }
  const databaseDir = join(config.dataDir, 'pgdata');
  if (!config.databaseUrl) mkdirSync(databaseDir, { recursive: true });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: databaseDir });
  await migrate(db);
  const app = await buildApi(
    { db, config, clock: systemClock },
    { logger: { level: process.env.LOG_LEVEL ?? 'info' } },
  );
  const close = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
