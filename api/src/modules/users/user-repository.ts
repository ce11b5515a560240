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

/** users/me's rows of the users module's tables (findSignedIn). */
export interface SignedInRows {
  user: UserRow;
  account: AccountRow & MembershipFacts;
  subscription: PlatformSubscriptionRow | null;
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

/**
 * A row's fields, each read as the table's column of that name unless an expression of it is given: one
 * list per row type, so every read of it (alone or joined under an alias) selects the same fields.
 */
type Fields<Row = Record<string, unknown>> = Record<keyof Row & string, ((table: string) => string) | null>;

const USER_FIELDS: Fields<UserRow> = {
  id: (t) => `${t}.id::int`,
  email: null,
  password_hash: null,
  role: null,
  first_name: null,
  last_name: null,
  country: null,
  state: null,
  platform_currency: null,
  birthdate: (t) => `to_char(${t}.birthdate, 'DD/MM/YYYY')`,
  gender: null,
  weight_unit: null,
  length_unit: null,
  registration_step: null,
  popup_storage: null,
  hide_checklist: null,
  avatar_file: null,
  created_at: null,
  confirmed_at: null,
};

const SUBSCRIPTION_FIELDS: Fields<PlatformSubscriptionRow> = {
  plan_kind: null,
  max_clients: null,
  state: null,
  active: null,
  free_plan: null,
  trial: null,
  trial_end_date: null,
  cancel_at_period_end: null,
  next_payment_date: null,
  scheduled_plan_kind: null,
  scheduled_max_clients: null,
};

/** The select list of `fields` from `table` (or its alias), each named with `prefix` before its name. */
const selectList = (fields: Fields, table: string, prefix = '') =>
  Object.entries(fields)
    .map(([name, expression]) => `${expression ? expression(table) : `${table}.${name}`} AS ${prefix}${name}`)
    .join(', ');

const USER_COLUMNS = selectList(USER_FIELDS, 'users');
const SUBSCRIPTION_COLUMNS = selectList(SUBSCRIPTION_FIELDS, 'platform_subscriptions');

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
   * Everything users/me reads of the users module's tables in one statement (users/me runs on every page
   * load): the identity, the account as its member sees it with its owner and the number of accounts the
   * person has joined, and the account's platform subscription. Null when the identity is gone or is not a
   * member of the account.
   */
  async findSignedIn(db: Queryable, userId: number, accountId: number): Promise<SignedInRows | null> {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT ${selectList(USER_FIELDS, 'u', 'u_')},
         a.id::int AS a_id, a.kind AS a_kind, a.full_name AS a_full_name, a.title AS a_title,
         a.custom_url AS a_custom_url, a.currency AS a_currency, a.avatar_file AS a_avatar_file,
         a.tax_state AS a_tax_state, m.role AS a_membership_role,
         (SELECT count(*)::int FROM memberships WHERE user_id = $1 AND invite_status = 'accepted') AS a_accounts,
         o.email AS a_owner_email, o.first_name || ' ' || o.last_name AS a_owner_full_name,
         s.account_id IS NOT NULL AS s_exists, ${selectList(SUBSCRIPTION_FIELDS, 's', 's_')}
       FROM users u
       JOIN memberships m ON m.user_id = u.id AND m.account_id = $2 AND m.invite_status = 'accepted'
       JOIN accounts a ON a.id = m.account_id
       LEFT JOIN memberships om ON om.account_id = a.id AND om.role = 'owner'
       LEFT JOIN users o ON o.id = om.user_id
       LEFT JOIN platform_subscriptions s ON s.account_id = a.id
       WHERE u.id = $1
       LIMIT 1`,
      [userId, accountId],
    );
    const row = rows[0];
    if (!row) return null;
    // Each table's columns carry a prefix (u_, a_, s_): split back into the rows.
    const part = (prefix: string) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([key]) => key.startsWith(prefix))
          .map(([key, value]) => [key.slice(prefix.length), value]),
      );
    const { exists, ...subscription } = part('s_');
    return {
      user: part('u_') as unknown as UserRow,
      account: part('a_') as unknown as AccountRow & MembershipFacts,
      subscription: exists ? (subscription as unknown as PlatformSubscriptionRow) : null,
    };
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
