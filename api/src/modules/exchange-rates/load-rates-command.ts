import { join, resolve } from 'node:path';
import { readConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { loadRatesFile } from './reference-files';

/**
 * The operator's command for newer rates (decision 0141):
 *   pnpm --filter @coachforge/api rates:load /path/to/eurofxref-daily.xml
 * with a file of the ECB's euro reference rates (the daily, 90-day or full-history XML). It writes to the
 * database the API is configured with; the embedded database is one process's at a time, so with it the
 * API is stopped first (PostgreSQL takes the load while the API runs). Prices use the newest day at once.
 */
async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: rates:load <ECB reference rates XML file>');
    process.exit(2);
  }
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pgdata') });
  try {
    await migrate(db);
    // pnpm runs the script in api/; a relative path means the directory the operator typed it in.
    const { days, stored } = await loadRatesFile(db, resolve(process.env.INIT_CWD ?? process.cwd(), file));
    console.info(`Loaded ${stored} rates for ${days.length} day(s), newest ${days[0]}.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
