import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openPglite, type Database } from '../db/database';
import { migrate, MIGRATIONS_DIR } from '../db/migrate';

const IMAGE_PREFIX = 'coachforge-api-migrated-';

/**
 * What the image is made of: PGlite's version and every migration's name and text. A changed migration
 * or PGlite gives another file, so an image never stands for a schema it was not made from.
 */
function imageKey(): string {
  const hash = createHash('sha256');
  // The package does not export its package.json: it is found beside its entry's folder.
  const pglite = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  hash.update(JSON.parse(readFileSync(pglite, 'utf8')).version);
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(`\0${file}\0`).update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * An embedded database with every migration applied, for one test file. Each of the API's ~90 test files
 * used to create a cluster and migrate it (about 5 s of WebAssembly each on a two-core machine, a third of
 * the suite); they now unpack one migrated image instead. The first to find no image for the current
 * migrations makes it (written aside, then renamed, so a reader never meets half a file); it is rebuilt
 * whenever it is missing.
 */
export async function openMigratedPglite(): Promise<Database> {
  const file = join(tmpdir(), `${IMAGE_PREFIX}${imageKey()}.tar`);
  let image: Buffer | undefined;
  try {
    image = readFileSync(file);
  } catch {
    // None yet (or another run's clean-up took it): made below.
  }
  if (image) return openPglite(undefined, new Blob([image]));
  const db = await openPglite();
  await migrate(db);
  const made = Buffer.from(await (await db.image()).arrayBuffer());
  const aside = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, made);
  renameSync(aside, file);
  // Images of migrations that have since changed are of no use to anyone.
  for (const other of readdirSync(tmpdir())) {
    if (other.startsWith(IMAGE_PREFIX) && join(tmpdir(), other) !== file && other.endsWith('.tar'))
      rmSync(join(tmpdir(), other), { force: true });
  }
  return db;
}
