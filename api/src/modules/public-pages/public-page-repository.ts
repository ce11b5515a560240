import type { AccountKind, PublicPageContent, PublicPageLinks } from '@coachforge/contracts';
import { publicPageLinkKinds } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

export interface PageAccountRow {
  id: number;
  kind: AccountKind;
  full_name: string;
  custom_url: string | null;
  avatar_file: string | null;
}

export interface PageCoachRow {
  id: number;
  full_name: string;
  avatar_file: string | null;
  owner: boolean;
}

const noLinks = (): PublicPageLinks =>
  Object.fromEntries(publicPageLinkKinds.map((kind) => [kind, null])) as PublicPageLinks;

/** Only the kinds the page knows, and only text, whatever an older row holds. */
function linksOf(stored: unknown): PublicPageLinks {
  const links = noLinks();
  if (stored && typeof stored === 'object')
    for (const kind of publicPageLinkKinds) {
      const value = (stored as Record<string, unknown>)[kind];
      if (typeof value === 'string' && value) links[kind] = value;
    }
  return links;
}

export const publicPageRepository = {
  /**
   * A coach account by its custom url or id. A private account shows its owner's name and picture; an
   * account whose owner is not a coach (a client's own) has no public page.
   */
  async findAccount(db: Queryable, idOrUrl: string): Promise<PageAccountRow | null> {
    const byId = /^\d{1,15}$/.test(idOrUrl);
    const rows = await db.query<PageAccountRow>(
      `SELECT a.id::int, a.kind, a.custom_url,
         CASE WHEN a.kind = 'private' THEN u.first_name || ' ' || u.last_name ELSE a.full_name END AS full_name,
         coalesce(a.avatar_file, CASE WHEN a.kind = 'private' THEN u.avatar_file END) AS avatar_file
       FROM accounts a
       JOIN memberships m ON m.account_id = a.id AND m.role = 'owner'
       JOIN users u ON u.id = m.user_id AND u.role = 'coach'
       WHERE ${byId ? 'a.id = $1' : 'lower(a.custom_url) = lower($1)'}
       LIMIT 1`,
      [idOrUrl],
    );
    return rows[0] ?? null;
  },

  /** The account's coaches who joined: the owner first, then who has published the most programs. */
  async coaches(db: Queryable, accountId: number, limit: number): Promise<PageCoachRow[]> {
    return db.query<PageCoachRow>(
      `SELECT u.id::int, u.first_name || ' ' || u.last_name AS full_name, u.avatar_file,
         (m.role = 'owner') AS owner
       FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE m.account_id = $1 AND m.invite_status = 'accepted' AND u.role = 'coach'
       ORDER BY (m.role = 'owner') DESC,
         (SELECT count(*) FROM programs p WHERE p.account_id = m.account_id AND p.created_by = u.id
            AND p.plan_status = 'published') DESC,
         m.created_at, u.id
       LIMIT $2`,
      [accountId, limit],
    );
  },

  async countCoaches(db: Queryable, accountId: number): Promise<number> {
    const rows = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE m.account_id = $1 AND m.invite_status = 'accepted' AND u.role = 'coach'`,
      [accountId],
    );
    return rows[0]?.count ?? 0;
  },

  async content(db: Queryable, accountId: number): Promise<PublicPageContent> {
    const rows = await db.query<{ title: string | null; about: string; links: unknown }>(
      `SELECT title, about, links FROM public_pages WHERE account_id = $1`,
      [accountId],
    );
    const row = rows[0];
    return row
      ? { title: row.title, about: row.about, links: linksOf(row.links) }
      : { title: null, about: '', links: noLinks() };
  },

  async saveContent(db: Queryable, accountId: number, content: PublicPageContent): Promise<void> {
    await db.query(
      `INSERT INTO public_pages (account_id, title, about, links) VALUES ($1, $2, $3, $4)
       ON CONFLICT (account_id) DO UPDATE
         SET title = excluded.title, about = excluded.about, links = excluded.links, updated_at = now()`,
      [accountId, content.title, content.about, JSON.stringify(linksOf(content.links))],
    );
  },
};
