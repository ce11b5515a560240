import {
  DEFAULT_THEME,
  type AppIconDeclineReason,
  type AppIconStatus,
  type Theme,
} from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

export interface ThemeRow {
  account_id: number;
  web_theme: Theme['web_theme'];
  mobile_light_theme: Theme['mobile_light_theme'];
  mobile_dark_theme: Theme['mobile_dark_theme'];
  logo: Theme['logo'];
  sub_domain_name: string | null;
  custom_domain: string | null;
  custom_domain_verified_at: Date | null;
  custom_domain_checked_at: Date | null;
  custom_domain_check_error: string | null;
}

export interface AppIconRow {
  file: string;
  status: AppIconStatus;
  decline_reasons: AppIconDeclineReason[];
  uploaded_at: Date;
  reviewed_at: Date | null;
}

const THEME_COLUMNS = `account_id::int, web_theme, mobile_light_theme, mobile_dark_theme, logo, sub_domain_name,
  custom_domain, custom_domain_verified_at, custom_domain_checked_at, custom_domain_check_error`;

type ThemeChange = Partial<Omit<ThemeRow, 'account_id'>>;

/** Rows of `themes` (one per account that branded itself) and `app_icons`. */
export const themeRepository = {
  async find(db: Queryable, accountId: number): Promise<ThemeRow | null> {
    const rows = await db.query<ThemeRow>(`SELECT ${THEME_COLUMNS} FROM themes WHERE account_id = $1`, [
      accountId,
    ]);
    return rows[0] ?? null;
  },

  /** The account whose sub-domain this is, or whose custom domain this is once verified. */
  async findByHost(
    db: Queryable,
    host: { subDomain?: string; customDomain?: string },
  ): Promise<(ThemeRow & { full_name: string }) | null> {
    const rows = await db.query<ThemeRow & { full_name: string }>(
      `SELECT ${THEME_COLUMNS.replace('account_id::int', 'themes.account_id::int')}, accounts.full_name
       FROM themes JOIN accounts ON accounts.id = themes.account_id
       WHERE ($1::text IS NOT NULL AND sub_domain_name = $1)
          OR ($2::text IS NOT NULL AND custom_domain = $2 AND custom_domain_verified_at IS NOT NULL)
       LIMIT 1`,
      [host.subDomain ?? null, host.customDomain ?? null],
    );
    return rows[0] ?? null;
  },

  /** Verified custom domains whose last check is older than `checkedBefore`, oldest check first. */
  async verifiedCustomDomains(
    db: Queryable,
    checkedBefore: Date,
    limit: number,
  ): Promise<{ account_id: number; custom_domain: string }[]> {
    return db.query(
      `SELECT account_id::int, custom_domain FROM themes
       WHERE custom_domain IS NOT NULL AND custom_domain_verified_at IS NOT NULL
         AND coalesce(custom_domain_checked_at, custom_domain_verified_at) < $1
       ORDER BY coalesce(custom_domain_checked_at, custom_domain_verified_at) LIMIT $2`,
      [checkedBefore, limit],
    );
  },

  /**
   * A check's outcome, kept only while the account still has that domain (the coach may have changed it
   * while the lookup ran). `unverify` ends the verification; otherwise it stays as it was.
   */
  async recordDomainCheck(
    db: Queryable,
    accountId: number,
    domain: string,
    check: { at: Date; error: string | null; unverify: boolean },
  ): Promise<void> {
    await db.query(
      `UPDATE themes SET custom_domain_checked_at = $3, custom_domain_check_error = $4,
         custom_domain_verified_at = CASE WHEN $5::boolean THEN NULL ELSE custom_domain_verified_at END
       WHERE account_id = $1 AND custom_domain = $2`,
      [accountId, domain, check.at, check.error, check.unverify],
    );
  },

  /**
   * Writes the change, making the account's row (with the platform's colours) the first time. A unique
   * name another account holds answers the column that clashed.
   */
  async change(
    db: Queryable,
    accountId: number,
    change: ThemeChange,
  ): Promise<{ ok: true } | { ok: false; taken: 'sub_domain_name' | 'custom_domain' }> {
    const columns = Object.keys(change) as (keyof ThemeChange)[];
    const json = (key: keyof ThemeChange) =>
      ['web_theme', 'mobile_light_theme', 'mobile_dark_theme', 'logo'].includes(key);
    try {
      await db.query(
        `INSERT INTO themes (account_id, web_theme, mobile_light_theme, mobile_dark_theme)
         VALUES ($1, $2, $3, $4) ON CONFLICT (account_id) DO NOTHING`,
        [
          accountId,
          JSON.stringify(DEFAULT_THEME.web_theme),
          JSON.stringify(DEFAULT_THEME.mobile_light_theme),
          JSON.stringify(DEFAULT_THEME.mobile_dark_theme),
        ],
      );
      if (columns.length === 0) return { ok: true };
      await db.query(
        `UPDATE themes SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')}
         WHERE account_id = $1`,
        [
          accountId,
          ...columns.map((column) => {
            const value = change[column];
            return json(column) && value !== null ? JSON.stringify(value) : value;
          }),
        ],
      );
      return { ok: true };
    } catch (error) {
      const detail = `${(error as { constraint?: string; message?: string }).constraint ?? ''} ${(error as Error).message}`;
      if (/sub_domain_name/.test(detail)) return { ok: false, taken: 'sub_domain_name' };
      if (/custom_domain/.test(detail)) return { ok: false, taken: 'custom_domain' };
      throw error;
    }
  },

  async appIcon(db: Queryable, accountId: number): Promise<AppIconRow | null> {
    const rows = await db.query<AppIconRow>(
      `SELECT file, status, decline_reasons, uploaded_at, reviewed_at FROM app_icons WHERE account_id = $1`,
      [accountId],
    );
    return rows[0] ?? null;
  },

  /** A new icon replaces the last one and waits for review again; answers the file it replaced. */
  async saveAppIcon(db: Queryable, accountId: number, file: string): Promise<string | null> {
    const before = await themeRepository.appIcon(db, accountId);
    await db.query(
      `INSERT INTO app_icons (account_id, file, status) VALUES ($1, $2, 'in_review')
       ON CONFLICT (account_id) DO UPDATE SET file = $2, status = 'in_review', decline_reasons = '[]',
         uploaded_at = now(), reviewed_at = NULL`,
      [accountId, file],
    );
    return before?.file ?? null;
  },

  async reviewAppIcon(
    db: Queryable,
    accountId: number,
    review: { status: 'approved' | 'declined'; reasons: AppIconDeclineReason[] },
  ): Promise<boolean> {
    const rows = await db.query(
      `UPDATE app_icons SET status = $2, decline_reasons = $3, reviewed_at = now()
       WHERE account_id = $1 RETURNING account_id`,
      [accountId, review.status, JSON.stringify(review.reasons)],
    );
    return rows.length > 0;
  },
};
