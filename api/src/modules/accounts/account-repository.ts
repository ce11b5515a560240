import type { AccountKind, InviteStatus } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

export interface AccountListRow {
  id: number;
  kind: AccountKind;
  full_name: string;
  title: string | null;
  invite_status: InviteStatus;
}

export const accountRepository = {
  /** The identity's accounts: its private account first, then businesses by name. */
  async listForUser(db: Queryable, userId: number): Promise<AccountListRow[]> {
    return db.query<AccountListRow>(
      `SELECT a.id::int, a.kind, a.full_name, a.title, m.invite_status
       FROM accounts a JOIN memberships m ON m.account_id = a.id
       WHERE m.user_id = $1 AND m.invite_status IN ('accepted', 'invited')
       ORDER BY (a.kind = 'private') DESC, a.full_name, a.id`,
      [userId],
    );
  },

  /** A business account with its owner and a platform plan (demo data, business set-up). */
  async insertBusiness(
    db: Queryable,
    business: {
      ownerId: number;
      kind: Exclude<AccountKind, 'private'>;
      fullName: string;
      title: string | null;
    },
  ): Promise<number> {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO accounts (kind, full_name, title) VALUES ($1, $2, $3) RETURNING id::int`,
      [business.kind, business.fullName, business.title],
    );
    const id = rows[0]!.id;
    await db.query(`INSERT INTO memberships (account_id, user_id, role) VALUES ($1, $2, 'owner')`, [
      id,
      business.ownerId,
    ]);
    return id;
  },

  async insertProfessionalSubscription(db: Queryable, accountId: number, maxClients: number): Promise<void> {
    await db.query(
      `INSERT INTO platform_subscriptions (account_id, plan_kind, max_clients, state, active, billing_interval,
         current_period_start, next_payment_date)
       VALUES ($1, $2, $3, 'active', true, 'month', now(), now() + interval '1 month')`,
      [accountId, `professional_band_${maxClients}`, maxClients],
    );
  },

  async findBusinessByName(db: Queryable, ownerId: number, fullName: string): Promise<number | null> {
    const rows = await db.query<{ id: number }>(
      `SELECT a.id::int FROM accounts a JOIN memberships m ON m.account_id = a.id
       WHERE m.user_id = $1 AND m.role = 'owner' AND a.full_name = $2 AND a.kind <> 'private'`,
      [ownerId, fullName],
    );
    return rows[0]?.id ?? null;
  },
};
