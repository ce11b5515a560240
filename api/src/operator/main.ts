import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock } from '../clock';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { trainingRepository } from '../modules/training';
import { embeddedDatabaseInUse, runOperator, USAGE } from './operator-cli';
import { OperatorError } from './operator-commands';

// pnpm runs the script in api/; the operator's files and .data are relative to where they typed it.
const cwd = process.env.INIT_CWD ?? process.cwd();
const WORKSPACE_ROOT = join(__dirname, '..', '..', '..');

async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    console.info(USAGE);
    return 0;
  }
  // The same database `pnpm start` uses, unless told otherwise.
  const config = readConfig({ DATA_DIR: join(WORKSPACE_ROOT, '.data', 'platform'), ...process.env });
  const databaseDir = join(config.dataDir, 'pgdata');
  if (!config.databaseUrl) {
    if (embeddedDatabaseInUse(databaseDir)) {
      console.error(
        `The embedded database in ${databaseDir} is open in another process (is pnpm start running?). ` +
          'Stop it and run the command again; if nothing runs, remove postmaster.pid there.',
      );
      return 1;
    }
    mkdirSync(databaseDir, { recursive: true });
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: databaseDir });
  try {
    await migrate(db);
    // Templates name exercises of the library, which a database the API never started has not got yet.
    await trainingRepository.seedLibrary(db);
    console.info(await runOperator(args, { db, config, clock: systemClock }, cwd));
    return 0;
  } catch (error) {
    if (error instanceof OperatorError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
