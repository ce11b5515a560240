import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';
import { RENAMED_MIGRATIONS } from './migration-renames';

export const MIGRATIONS_DIR = join(__dirname, 'migrations');

/** Applies, in name order, every migration not yet recorded. The same files serve PGlite and PostgreSQL. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  // Names are rewritten one by one: a name that is already current is left alone.
  for (const [oldName, newName] of Object.entries(RENAMED_MIGRATIONS)) {
    await db.query('UPDATE schema_migrations SET name = $2 WHERE name = $1', [oldName, newName]);
  }
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  );
  const pending = readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql') && !applied.has(file))
    .sort();
  for (const file of pending) {
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    await db.exec(`BEGIN;\n${sql}\nINSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`);
  }
  return pending;
}
