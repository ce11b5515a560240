import { DEFAULT_THEME, type Theme, type ThemePalette } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

interface ThemeRow {
  web_theme: ThemePalette;
  mobile_light_theme: ThemePalette;
  mobile_dark_theme: ThemePalette;
  logo: Theme['logo'];
  sub_domain_name: string | null;
}

/** The account's theme, else the platform default (stored or built in). */
export async function findTheme(db: Queryable, accountId: number | null): Promise<Theme> {
  const rows = await db.query<ThemeRow>(
    `SELECT web_theme, mobile_light_theme, mobile_dark_theme, logo, sub_domain_name FROM themes
     WHERE account_id = $1 OR account_id IS NULL ORDER BY account_id NULLS LAST LIMIT 1`,
    [accountId],
  );
  return rows[0] ?? DEFAULT_THEME;
}

/** The account has a theme of its own (white label in use), not the platform default. */
export async function hasOwnTheme(db: Queryable, accountId: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(`SELECT id::int FROM themes WHERE account_id = $1 LIMIT 1`, [
    accountId,
  ]);
  return rows.length > 0;
}
