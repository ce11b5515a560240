import { DEFAULT_THEME_COLORS, type Theme, type ThemePalette } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

const defaultPalette: ThemePalette = {
  ...DEFAULT_THEME_COLORS,
  background_color: '#ffffff',
  text_color: '#22242f',
};

/** The platform's look when an account has not branded itself. */
export const defaultTheme: Theme = {
  web_theme: defaultPalette,
  mobile_light_theme: defaultPalette,
  mobile_dark_theme: { ...defaultPalette, background_color: '#16171d', text_color: '#f5f5f7' },
  logo: null,
  sub_domain_name: null,
};

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
  return rows[0] ?? defaultTheme;
}
