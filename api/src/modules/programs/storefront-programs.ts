import type { PlanType } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

export interface StorefrontProgramRow {
  id: number;
  title: string;
  custom_url: string | null;
  plan_type: PlanType;
  plan_pricing: 'free' | 'paid';
  description: string;
  cover_type: string | null;
}

/**
 * What a storefront may show: published, public (not limited to allowed emails), storefront-visible and
 * not archived. The same rule for the list, the count and the top programs.
 */
const SHOWN = `p.account_id = $1 AND p.plan_status = 'published' AND p.accessibility = true
  AND p.storefront_visible = true AND p.archived_at IS NULL`;

/**
 * The account's programs as its storefront shows them (spec 02 section 2): the top first, by clients
 * training in them now, then the most recently published.
 */
export const storefrontPrograms = {
  async list(db: Queryable, accountId: number, limit: number): Promise<StorefrontProgramRow[]> {
    return db.query<StorefrontProgramRow>(
      `SELECT p.id::int, p.title, p.custom_url, p.plan_type, p.plan_pricing, p.description,
         (SELECT c.cover_type FROM program_covers c WHERE c.program_id = p.id
           ORDER BY (c.cover_type = 'main') DESC, c.cover_type LIMIT 1) AS cover_type
       FROM programs p
       WHERE ${SHOWN}
       ORDER BY (SELECT count(*) FROM plan_memberships m
                 WHERE m.program_id = p.id AND m.state IN ('trialing', 'active', 'past_due')) DESC,
         p.published_at DESC NULLS LAST, p.id DESC
       LIMIT $2`,
      [accountId, limit],
    );
  },

  async count(db: Queryable, accountId: number): Promise<number> {
    const rows = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM programs p WHERE ${SHOWN}`,
      [accountId],
    );
    return rows[0]?.count ?? 0;
  },
};
