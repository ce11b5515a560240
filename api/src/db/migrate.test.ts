import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres, type Database } from './database';
import { migrate } from './migrate';
import { RENAMED_MIGRATIONS } from './migration-renames';

const databaseUrl = process.env.DATABASE_URL;
const currentNameOf = (name: string) => RENAMED_MIGRATIONS[name] ?? name;

/** The migrations a database made before the renames recorded, in the order they were applied. */
const OLD_NAMES = [
  '001_identity.sql',
  '002_sessions.sql',
  '003_i3_release_notes.sql',
  '004_i3_checklist.sql',
  '010_i4_onboarding.sql',
  '010_i6_background_jobs.sql',
  '011_i6_media.sql',
];

const CURRENT_OLD = OLD_NAMES.map(currentNameOf);
/** Migrations added after the renames: every start-up applies them once, whatever came before. */
const ADDED_SINCE = readdirSync(join(__dirname, 'migrations'))
  .filter((file) => file.endsWith('.sql') && !CURRENT_OLD.includes(file))
  .sort();

/** A database on disk (PGlite) or in a schema of its own (PostgreSQL), reopened the way a restart does. */
function databasePlace() {
  const schema = `migrate_${randomBytes(6).toString('hex')}`;
  const dir = databaseUrl ? null : mkdtempSync(join(tmpdir(), 'coachforge-migrate-'));
  return {
    open: (): Promise<Database> => (databaseUrl ? openPostgres(databaseUrl, schema) : openPglite(dir!)),
    async remove() {
      if (databaseUrl) {
        const db = await openPostgres(databaseUrl);
        await db.exec(`DROP SCHEMA ${schema} CASCADE`);
        await db.close();
      } else rmSync(dir!, { recursive: true, force: true });
    },
  };
}

/** Yesterday's start-up: each migration, as the runner applied it, recorded under the name it had then. */
async function migrateUnderOldNames(db: Database, names: string[]) {
  await db.exec(
    'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  for (const name of names) {
    const sql = readFileSync(join(__dirname, 'migrations', currentNameOf(name)), 'utf8');
    await db.exec(`BEGIN;\n${sql}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`);
  }
}

const recordedNames = async (db: Database) =>
  (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map(
    (row) => row.name,
  );

test('every renamed migration exists under its new name, and new names keep the order the old ones ran in', () => {
  const current = OLD_NAMES.map(currentNameOf);
  expect([...current].sort()).toEqual(current);
  for (const name of current) expect(() => readFileSync(join(__dirname, 'migrations', name))).not.toThrow();
});

test.each([
  ['fully migrated', OLD_NAMES, []],
  [
    'from before background jobs and media',
    OLD_NAMES.slice(0, 5),
    ['006_background_jobs.sql', '007_media.sql'],
  ],
])(
  'a database made before the renames (%s) starts again: nothing is applied twice',
  async (_made, applied, pendingNow) => {
    const place = databasePlace();
    try {
      const yesterday = await place.open();
      await migrateUnderOldNames(yesterday, applied);
      await yesterday.query(`INSERT INTO users (email, password_hash, role, first_name, last_name)
        VALUES ('kept@example.com', 'x', 'coach', 'Kept', 'Coach')`);
      await yesterday.close();

      const today = await place.open();
      try {
        expect(await migrate(today)).toEqual([...pendingNow, ...ADDED_SINCE]);
        expect(await recordedNames(today)).toEqual([...CURRENT_OLD, ...ADDED_SINCE]);
        expect(await migrate(today)).toEqual([]);
        const kept = await today.query<{ email: string }>('SELECT email FROM users');
        expect(kept).toEqual([{ email: 'kept@example.com' }]);
        await today.query('SELECT id FROM media LIMIT 1');
      } finally {
        await today.close();
      }
    } finally {
      await place.remove();
    }
  },
);

test('a new database records the current names only', async () => {
  const place = databasePlace();
  try {
    const db = await place.open();
    try {
      expect(await migrate(db)).toEqual([...CURRENT_OLD, ...ADDED_SINCE]);
      expect(await recordedNames(db)).toEqual([...CURRENT_OLD, ...ADDED_SINCE]);
    } finally {
      await db.close();
    }
  } finally {
    await place.remove();
  }
});
