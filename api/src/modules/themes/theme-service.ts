import { DEFAULT_THEME, type HostTheme, type Theme, type ThemePalette } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { themeRepository } from './theme-repository';
import { hostKindOf } from './web-address';

interface StoredThemeRow {
  web_theme: ThemePalette;
  mobile_light_theme: ThemePalette;
  mobile_dark_theme: ThemePalette;
  logo: Theme['logo'];
  sub_domain_name: string | null;
}

/** An account's stored theme as the browser reads it; the platform default when it has none. */
export const presentTheme = (row: StoredThemeRow | null): Theme =>
  row
    ? {
        web_theme: row.web_theme,
        mobile_light_theme: row.mobile_light_theme,
        mobile_dark_theme: row.mobile_dark_theme,
        logo: row.logo,
        sub_domain_name: row.sub_domain_name,
      }
    : DEFAULT_THEME;

/** The account's theme, else the platform default (stored or built in). */
export async function findTheme(db: Queryable, accountId: number | null): Promise<Theme> {
  const rows = await db.query<StoredThemeRow>(
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

/** The theme and name of the account whose address `host` is; null for the platform's own address. */
export async function themeOfHost(
  db: Queryable,
  platformDomain: string,
  host: string | undefined,
): Promise<HostTheme | null> {
  const kind = hostKindOf(host, platformDomain);
  if (kind.kind === 'platform') return null;
  const row = await themeRepository.findByHost(
    db,
    kind.kind === 'sub-domain' ? { subDomain: kind.name } : { customDomain: kind.domain },
  );
  return row ? { account_id: row.account_id, full_name: row.full_name, theme: presentTheme(row) } : null;
}
