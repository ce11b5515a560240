import type { AccountKind, Gender, SubscriptionState, TaxState, UserRole } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  role: UserRole;
  first_name: string;
  last_name: string;
  country: string | null;
  state: string | null;
  platform_currency: string | null;
  birthdate: string | null;
  gender: Gender | null;
  weight_unit: 'kg' | 'lb';
  length_unit: 'cm' | 'in';
  registration_step: string | null;
  popup_storage: string[];
  hide_checklist: boolean;
  avatar_file: string | null;
  created_at: Date;
  confirmed_at: Date | null;
}

export interface AccountRow {
  id: number;
  kind: AccountKind;
  full_name: string;
  title: string | null;
  custom_url: string | null;
  currency: string | null;
  avatar_file: string | null;
  membership_role: 'owner' | 'coach';
  tax_state: TaxState;
}

/** Who the account belongs to, and in how many accounts the person acts (users/me). */
export interface MembershipFacts {
  accounts: number;
  owner_email: string | null;
  owner_full_name: string | null;
}

export interface PlatformSubscriptionRow {
  plan_kind: string | null;
  max_clients: number | null;
  state: SubscriptionState | null;
  active: boolean;
  free_plan: boolean;
  trial: boolean;
  trial_end_date: Date | null;
  cancel_at_period_end: boolean;
  next_payment_date: Date | null;
  /** A smaller plan waiting for the period end (migration 037). */
  scheduled_plan_kind: string | null;
  scheduled_max_clients: number | null;
}

const USER_COLUMNS = `id::int, email, password_hash, role, first_name, last_name, country, state,
  platform_currency, to_char(birthdate, 'DD/MM/YYYY') AS birthdate, gender, weight_unit, length_unit,
  registration_step, popup_storage, hide_checklist, avatar_file, created_at, confirmed_at`;

const SUBSCRIPTION_COLUMNS = `plan_kind, max_clients, state, active, free_plan, trial, trial_end_date,
  cancel_at_period_end, next_payment_date, scheduled_plan_kind, scheduled_max_clients`;

export const userRepository = {
  async findByEmail(db: Queryable, email: string): Promise<UserRow | null> {
    const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [email]);
    return rows[0] ?? null;
  },

  async findById(db: Queryable, id: number): Promise<UserRow | null> {
    const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0] ?? null;
  },

  /** Inserts the user; ON CONFLICT makes a concurrent duplicate sign-up answer null instead of failing. */
  async insert(
    db: Queryable,
    user: { email: string; passwordHash: string; role: UserRole; firstName: string; lastName: string },
  ): Promise<number | null> {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, role, first_name, last_name)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (email) DO NOTHING RETURNING id::int`,
      [user.email, user.passwordHash, user.role, user.firstName, user.lastName],
    );
    return rows[0]?.id ?? null;
  },

  /** The private account shares its owner's id (see migration 001). */
  async insertPrivateAccount(db: Queryable, userId: number, fullName: string): Promise<void> {
    await db.query(`INSERT INTO accounts (id, kind, full_name) VALUES ($1, 'private', $2)`, [
      userId,
      fullName,
    ]);
    await db.query(`INSERT INTO memberships (account_id, user_id, role) VALUES ($1, $1, 'owner')`, [userId]);
  },

  /** A running trial that ends at `endsAt`; an account that has a subscription already keeps it. */
  async insertTrialSubscription(db: Queryable, accountId: number, endsAt: Date): Promise<void> {
    await db.query(
      `INSERT INTO platform_subscriptions (account_id, state, active, trial, trial_end_date)
       VALUES ($1, 'trialing', true, true, $2)
       ON CONFLICT (account_id) DO NOTHING`,
      [accountId, endsAt],
    );
  },

  /** The account as its member sees it, or null when the user is not a member. */
  async findMembershipAccount(db: Queryable, userId: number, accountId: number): Promise<AccountRow | null> {
    const rows = await db.query<AccountRow>(
      `SELECT a.id::int, a.kind, a.full_name, a.title, a.custom_url, a.currency, a.avatar_file, a.tax_state,
         m.role AS membership_role
       FROM accounts a JOIN memberships m ON m.account_id = a.id
       WHERE a.id = $2 AND m.user_id = $1 AND m.invite_status = 'accepted'`,
      [userId, accountId],
    );
    return rows[0] ?? null;
  },

  /**
   * users/me's read of the account: the membership row, the account's owner and the number of accounts the
   * person has joined, in one statement (users/me runs on every page load).
   */
  async findMembershipAccountWithFacts(
    db: Queryable,
    userId: number,
    accountId: number,
  ): Promise<(AccountRow & MembershipFacts) | null> {
    const rows = await db.query<AccountRow & MembershipFacts>(
      `SELECT a.id::int, a.kind, a.full_name, a.title, a.custom_url, a.currency, a.avatar_file, a.tax_state,
         m.role AS membership_role,
         (SELECT count(*)::int FROM memberships WHERE user_id = $1 AND invite_status = 'accepted') AS accounts,
         o.email AS owner_email, o.first_name || ' ' || o.last_name AS owner_full_name
       FROM accounts a JOIN memberships m ON m.account_id = a.id
       LEFT JOIN memberships om ON om.account_id = a.id AND om.role = 'owner'
       LEFT JOIN users o ON o.id = om.user_id
       WHERE a.id = $2 AND m.user_id = $1 AND m.invite_status = 'accepted'
       LIMIT 1`,
      [userId, accountId],
    );
    return rows[0] ?? null;
  },

  async findPlatformSubscription(db: Queryable, accountId: number): Promise<PlatformSubscriptionRow | null> {
    const rows = await db.query<PlatformSubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM platform_subscriptions WHERE account_id = $1`,
      [accountId],
    );
    return rows[0] ?? null;
  },

  /** The platform subscriptions of several accounts in one query, by account id (absent: none). */
  async findPlatformSubscriptions(
    db: Queryable,
    accountIds: readonly number[],
  ): Promise<Map<number, PlatformSubscriptionRow>> {
    const rows = await db.query<PlatformSubscriptionRow & { account_id: number }>(
      `SELECT account_id::int, ${SUBSCRIPTION_COLUMNS}
       FROM platform_subscriptions WHERE account_id = ANY($1)`,
      [accountIds],
    );
    return new Map(rows.map(({ account_id, ...row }) => [account_id, row]));
  },
};
