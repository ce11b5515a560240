import { messages, type AccountCoach } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { createBusinessAccountService } from '../accounts';

interface CoachRow {
  kind: 'member' | 'invitation';
  id: number;
  full_name: string | null;
  email: string;
  status: AccountCoach['status'];
  is_owner: boolean;
  since: Date;
}

/**
 * The coaches of a business account and their statuses (spec 01 section 4): members are active; an
 * invitation that made no member is invited while open, rejected once declined or run out unanswered, cancelled
 * when the owner withdrew it or removed the coach it brought (docs/decisions/0105-coach-statuses.md).
 */
const COACHES = `
  SELECT 'member' AS kind, u.id::int AS id, u.first_name || ' ' || u.last_name AS full_name, u.email,
         'active' AS status, m.role = 'owner' AS is_owner, m.created_at AS since
  FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.account_id = $1
  UNION ALL
  SELECT 'invitation', i.id::int, NULL, i.email,
         CASE WHEN i.status = 'cancelled' THEN 'cancelled' WHEN i.status = 'declined' OR i.expires_at <= now() THEN 'rejected' ELSE 'invited' END,
         false, i.created_at
  FROM invitations i
  WHERE i.account_id = $1 AND i.kind = 'coach' AND i.status <> 'accepted'
    AND NOT EXISTS (SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id
                    WHERE m.account_id = $1 AND u.email = i.email)
  ORDER BY since DESC, id DESC`;

export function createAccountCoachesService(context: ApiContext) {
  const { db } = context;
  const businessAccounts = createBusinessAccountService(context);

  /** A stranger is told the account does not exist; a member who is not its owner is refused. */
  async function requireOwner(userId: number, accountId: number): Promise<void> {
    const account = (await businessAccounts.listForMember(userId)).find((a) => a.id === accountId);
    if (!account) throw httpError(404, messages.http.notFound);
    if (account.account_role !== 'owner') throw httpError(403, messages.http.ownerOnly);
  }

  async function list(accountId: number): Promise<AccountCoach[]> {
    const rows = await db.query<CoachRow>(COACHES, [accountId]);
    return rows.map((row) => ({ ...row, key: `${row.kind}-${row.id}`, since: row.since.toISOString() }));
  }

  return {
    async coaches(userId: number, accountId: number): Promise<AccountCoach[]> {
      await requireOwner(userId, accountId);
      return list(accountId);
    },

    async cancelInvitation(userId: number, accountId: number, invitationId: number): Promise<AccountCoach[]> {
      await requireOwner(userId, accountId);
      const cancelled = await db.query(
        `UPDATE invitations SET status = 'cancelled'
         WHERE id = $1 AND account_id = $2 AND kind = 'coach' AND status = 'invited' RETURNING id`,
        [invitationId, accountId],
      );
      if (cancelled.length === 0) throw httpError(404, messages.invitations.notFound);
      return list(accountId);
    },

    /** The coach's work stays with the account; the invitation that brought them now reads cancelled. */
    async removeCoach(userId: number, accountId: number, coachId: number): Promise<AccountCoach[]> {
      await requireOwner(userId, accountId);
      if (coachId === userId) throw httpError(422, messages.invitations.ownerStays);
      await db.transaction(async (tx) => {
        const removed = await tx.query<{ email: string }>(
          `DELETE FROM memberships m USING users u
           WHERE m.account_id = $1 AND m.user_id = $2 AND m.role = 'coach' AND u.id = m.user_id RETURNING u.email`,
          [accountId, coachId],
        );
        if (removed.length === 0) throw httpError(404, messages.http.notFound);
        await tx.query(
          `UPDATE invitations SET status = 'cancelled'
           WHERE account_id = $1 AND kind = 'coach' AND (invitee_user_id = $2 OR email = $3)`,
          [accountId, coachId, removed[0]!.email],
        );
      });
      return list(accountId);
    },
  };
}

export type AccountCoachesService = ReturnType<typeof createAccountCoachesService>;
