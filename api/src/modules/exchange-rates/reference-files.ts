import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Queryable } from '../../db/database';
import { parseEcbReferenceRates } from './ecb-reference-file';
import { ratesRepository } from './rates-repository';

/** The dated reference files that ship with the API: the rates a new installation starts with. */
const BUNDLED_DIR = join(__dirname, 'reference-rates');

/** Stores every day of an ECB reference-rates file; returns the days found and the rates newly stored. */
export async function loadRatesFile(
  db: Queryable,
  path: string,
): Promise<{ days: string[]; stored: number }> {
  const days = parseEcbReferenceRates(readFileSync(path, 'utf8'));
  let stored = 0;
  for (const day of days) stored += await ratesRepository.store(db, day, basename(path));
  return { days: days.map((day) => day.date), stored };
}

/** Loads the bundled files; days already stored are skipped, so every start-up may call it. */
export async function loadBundledRates(db: Queryable): Promise<void> {
  const files = readdirSync(BUNDLED_DIR).filter((file) => file.endsWith('.xml'));
  for (const file of files) await loadRatesFile(db, join(BUNDLED_DIR, file));
}
