import type { Invitation, InvitationKind, ProgramInvite } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

const COLUMNS = `i.id::int, i.kind, i.email, i.status, i.account_id::int, a.full_name AS account_name,
  a.kind AS account_kind, coalesce(u.first_name || ' ' || u.last_name, a.full_name) AS invited_by,
  i.program_id::int, r.role AS registered_role, i.expires_at, i.accepted_at,
  CASE WHEN i.accepted_email <> i.email THEN i.accepted_email END AS accepted_email`;

/** The addresses user $1 has proved are theirs: a confirmed account email, and other addresses confirmed by mail. */
export const CONFIRMED_ADDRESSES = `SELECT email FROM users WHERE id = $1 AND confirmed_at IS NOT NULL
  UNION SELECT email FROM other_email_confirmations WHERE user_id = $1 AND confirmed_at IS NOT NULL`;

const FROM = `FROM invitations i JOIN accounts a ON a.id = i.account_id
  LEFT JOIN users u ON u.id = i.invited_by LEFT JOIN users r ON r.email = i.email`;

interface InvitationRow extends Omit<Invitation, 'expires_at' | 'accepted_at'> {
  expires_at: Date;
  accepted_at: Date | null;
}

const present = (row: InvitationRow): Invitation => ({
  ...row,
  expires_at: row.expires_at.toISOString(),
  accepted_at: row.accepted_at ? row.accepted_at.toISOString() : null,
});

export const invitationRepository = {
  async insert(
    db: Queryable,
    invitation: {
      tokenHash: string;
      kind: InvitationKind;
      email: string;
      accountId: number;
      programId: number | null;
      invitedBy: number;
      validDays: number;
    },
  ): Promise<Invitation> {
    // A newer invitation replaces an outstanding one to the same place.
    await db.query(
      `UPDATE invitations SET status = 'cancelled' WHERE status = 'invited' AND email = $1 AND account_id = $2
       AND program_id IS NOT DISTINCT FROM $3`,
      [invitation.email, invitation.accountId, invitation.programId],
    );
    const rows = await db.query<{ id: number }>(
      `INSERT INTO invitations (token_hash, kind, email, account_id, program_id, invited_by, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7::int)) RETURNING id::int`,
      [
        invitation.tokenHash,
        invitation.kind,
        invitation.email,
        invitation.accountId,
        invitation.programId,
        invitation.invitedBy,
        invitation.validDays,
      ],
    );
    return (await this.findById(db, rows[0]!.id))!;
  },

  async findById(db: Queryable, id: number): Promise<Invitation | null> {
    const rows = await db.query<InvitationRow>(`SELECT ${COLUMNS} ${FROM} WHERE i.id = $1`, [id]);
    return rows[0] ? present(rows[0]) : null;
  },

  /** An outstanding, unexpired invitation by its token hash. */
  async findOpen(db: Queryable, tokenHash: string): Promise<Invitation | null> {
    const rows = await db.query<InvitationRow>(
      `SELECT ${COLUMNS} ${FROM} WHERE i.token_hash = $1 AND i.status = 'invited' AND i.expires_at > now()`,
      [tokenHash],
    );
    return rows[0] ? present(rows[0]) : null;
  },

  async sentInLastDayBy(db: Queryable, userId: number): Promise<number> {
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM invitations WHERE invited_by = $1 AND created_at > now() - interval '1 day'`,
      [userId],
    );
    return rows[0]!.n;
  },

  /**
   * Invitations sent today (UTC) from any account the identity owns, or by the identity itself: the daily
   * limit is one identity's, so a second business account does not double it.
   */
  async sentTodayByIdentity(db: Queryable, userId: number): Promise<number> {
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM invitations
       WHERE (invited_by = $1 OR account_id IN (SELECT account_id FROM memberships WHERE user_id = $1 AND role = 'owner'))
       AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
      [userId],
    );
    return rows[0]!.n;
  },

  async markAccepted(db: Queryable, id: number, userId: number, email: string): Promise<void> {
    await db.query(
      `UPDATE invitations SET status = 'accepted', invitee_user_id = $2, accepted_email = $3, accepted_at = now()
       WHERE id = $1`,
      [id, userId, email],
    );
  },

  async ofProgram(db: Queryable, accountId: number, programId: number): Promise<Invitation[]> {
    const rows = await db.query<InvitationRow>(
      `SELECT ${COLUMNS} ${FROM} WHERE i.account_id = $1 AND i.program_id = $2 AND i.status <> 'cancelled'
       ORDER BY i.id DESC`,
      [accountId, programId],
    );
    return rows.map(present);
  },

  /** Open program invitations to the user's confirmed addresses: their own, and others they proved by mail. */
  async openProgramsFor(db: Queryable, userId: number): Promise<ProgramInvite[]> {
    const rows = await db.query<
      Omit<ProgramInvite, 'program' | 'expires_at'> & {
        expires_at: Date;
        program_id: number;
        title: string;
        custom_url: string | null;
        plan_type: string;
        owner_name: string;
      }
    >(
      `SELECT i.id::int AS invitation_id, i.email, i.expires_at,
         coalesce(inviter.first_name || ' ' || inviter.last_name, a.full_name) AS invited_by,
         p.id::int AS program_id, p.title, p.custom_url, p.plan_type, a.full_name AS owner_name
       FROM invitations i JOIN programs p ON p.id = i.program_id JOIN accounts a ON a.id = i.account_id
         LEFT JOIN users inviter ON inviter.id = i.invited_by
       WHERE i.kind = 'athlete' AND i.status = 'invited' AND i.expires_at > now() AND p.archived_at IS NULL
         AND i.email IN (${CONFIRMED_ADDRESSES})
         AND NOT EXISTS (SELECT 1 FROM plan_memberships pm WHERE pm.program_id = p.id AND pm.user_id = $1
           AND pm.joined_at IS NOT NULL AND pm.state NOT IN ('canceled', 'finished'))
       ORDER BY i.id DESC`,
      [userId],
    );
    return rows.map(({ program_id, title, custom_url, plan_type, owner_name, expires_at, ...row }) => ({
      ...row,
      expires_at: expires_at.toISOString(),
      program: { id: program_id, title, custom_url, plan_type, owner_name },
    }));
  },

  async acceptedProgramsOf(db: Queryable, userId: number): Promise<Invitation[]> {
    const rows = await db.query<InvitationRow>(
      `SELECT ${COLUMNS} ${FROM} WHERE i.invitee_user_id = $1 AND i.kind = 'athlete' AND i.status = 'accepted'
       ORDER BY i.id DESC`,
      [userId],
    );
    return rows.map(present);
  },
};
