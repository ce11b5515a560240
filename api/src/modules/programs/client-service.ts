import {
  type ClientProfile,
  clientLists,
  messages,
  type AddPendingClientRequest,
  type ClientList,
  type Invitation,
  type ProgramClient,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import type { NotificationPublisher } from '../notifications';
import type { ChecklistService } from '../checklist';
import type { InvitationService, ProgramInvitationHooks } from '../invitations';
import { avatarUrl, userRepository } from '../users';
import { requireActive, type CoachAccess, type CoachAccessResolver } from './coach-access';
import { presentClient } from './client-presenter';
import { onUniqueViolation } from '../../db/unique-violation';
import { clientRepository } from './client-repository';
import { checkJoinLimits } from './join-limits';
import { programRepository } from './program-repository';
import type { ProgramService } from './program-service';

const c = messages.clients;

/** What invitations call back into: programs of an account, invited people, and people joining. */
export function createProgramInvitationHooks(
  context: ApiContext,
  {
    access,
    checklist,
    notifications,
  }: {
    access: Pick<CoachAccessResolver, 'limitsOf'>;
    checklist: ChecklistService;
    notifications: NotificationPublisher;
  },
): ProgramInvitationHooks {
  const { db, clock } = context;
  return {
    async programOf(accountId, programId) {
      const program = await programRepository.findOwned(db, accountId, programId);
      return program && !program.archived_at ? { id: program.id, title: program.title } : null;
    },

    async checkCanInvite(accountId, programId, emails) {
      const program = (await programRepository.findOwned(db, accountId, programId))!;
      const joined = await db.query<{ email: string }>(
        `SELECT coalesce(u.email, pm.email) AS email FROM plan_memberships pm LEFT JOIN users u ON u.id = pm.user_id
         WHERE pm.program_id = $1 AND pm.joined_at IS NOT NULL AND pm.state NOT IN ('canceled', 'finished')
           AND coalesce(u.email, pm.email) = ANY($2)`,
        [programId, emails],
      );
      if (joined.length > 0)
        throw httpError(422, c.alreadyClient, {
          emails: joined.map((row) => `${row.email}: ${c.alreadyClient}`),
        });
      // Invitations themselves do not count; an account already at its limit is told before mailing anyone.
      await checkJoinLimits(db, access, accountId, { program, count: emails.length > 0 ? 1 : 0 });
    },

    async invited(tx, invitation: Invitation) {
      // A person added by hand keeps their row (and any pre-invite calendar) and moves on to invited.
      const moved = await tx.query(
        `UPDATE plan_memberships SET state = 'invited', invitation_id = $3
         WHERE program_id = $1 AND email = $2 AND user_id IS NULL AND joined_at IS NULL RETURNING id`,
        [invitation.program_id, invitation.email, invitation.id],
      );
      if (moved.length > 0) return;
      await tx.query(
        `INSERT INTO plan_memberships (program_id, account_id, email, state, invitation_id)
         VALUES ($1, $2, $3, 'invited', $4)`,
        [invitation.program_id, invitation.account_id, invitation.email, invitation.id],
      );
    },

    async joined(tx, invitation, user) {
      const program = await programRepository.findOwned(tx, invitation.account_id, invitation.program_id!);
      if (!program || program.archived_at) throw httpError(404, messages.invitations.notFound);
      await checkJoinLimits(tx, access, invitation.account_id, { program, count: 1, exceptUserId: user.id });
      // A free program starts at once; a paid one waits for its first payment (init, shown as Pending).
      const state = program.plan_pricing === 'free' ? 'active' : 'init';
      // The API's clock, as every moment a person sees (decision 0035): their calendar starts from it.
      const joinedAt = clock.now().toISOString();
      const today = joinedAt.slice(0, 10);
      const invitedEmail = invitation.email === user.email ? null : invitation.email;
      const existing = await tx.query<{ id: number }>(
        `SELECT id::int FROM plan_memberships WHERE program_id = $1 AND (user_id = $2 OR invitation_id = $3
           OR (email = $4 AND user_id IS NULL AND joined_at IS NULL))
         ORDER BY (user_id = $2) DESC NULLS LAST, id LIMIT 1`,
        [program.id, user.id, invitation.id, invitation.email],
      );
      const values = [
        user.id,
        user.email,
        invitedEmail,
        invitation.id,
        state,
        state === 'active' ? today : null,
      ];
      if (existing[0]) {
        await tx.query(
          `UPDATE plan_memberships SET user_id = $1, email = $2, invited_email = $3, invitation_id = $4, state = $5,
             start_day = coalesce(start_day, $6::date), joined_at = $8::timestamptz, canceled_by = NULL,
             schedule_started_at = CASE WHEN $5 = 'active' THEN $8::timestamptz END
           WHERE id = $7`,
          [...values, existing[0].id, joinedAt],
        );
      } else {
        await tx.query(
          `INSERT INTO plan_memberships (user_id, email, invited_email, invitation_id, state, start_day, program_id,
             account_id, joined_at, schedule_started_at)
           VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9::timestamptz,
             CASE WHEN $5 = 'active' THEN $9::timestamptz END)`,
          [...values, program.id, invitation.account_id, joinedAt],
        );
      }
      // Fixed Length clients choose their start date; they have not started until they do.
      if (program.plan_type === 'fixed')
        await tx.query(
          `UPDATE plan_memberships SET start_day = NULL, schedule_started_at = NULL
           WHERE program_id = $1 AND user_id = $2`,
          [program.id, user.id],
        );
      // A paid program's invitee becomes a client when they pay: the purchase tells the coach then.
      if (state === 'active')
        await notifications.publish(
          {
            type: 'coach_new_free_client',
            key: `invitation:${invitation.id}:joined`,
            recipient: { account_id: invitation.account_id },
            payload: { client_id: user.id, plan_id: program.id, joined_by: 'invitation' },
          },
          { tx },
        );
    },

    async welcomed(invitation) {
      await checklist.complete(invitation.account_id, 'first_client');
    },
  };
}

/** The coach's clients: lists, people added by hand, and invitations by email (spec 02 sections 2 to 5). */
export function createClientService(
  context: ApiContext,
  { programs, invitations }: { programs: ProgramService; invitations: InvitationService },
) {
  const { db, clock } = context;
  const today = () => clock.now().toISOString().slice(0, 10);
  const listOf = (query: Record<string, unknown>): ClientList =>
    (clientLists as readonly unknown[]).includes(query.list) ? (query.list as ClientList) : 'active';

  return {
    async list(access: CoachAccess, programId: number | null, query: Record<string, unknown>) {
      if (programId !== null) await programs.owned(access, programId);
      const rows = await clientRepository.list(db, access.accountId, { programId, list: listOf(query) });
      const day = today();
      return rows.map((row) => presentClient(row, day));
    },

    /** A person who joined one of the account's programs, with those programs (404 for anyone else). */
    async profile(access: CoachAccess, userId: number): Promise<ClientProfile> {
      const rows = await clientRepository.joinedInAccount(db, access.accountId, userId);
      const user = rows.length ? await userRepository.findById(db, userId) : null;
      if (!user) throw httpError(404, c.notFound);
      const day = today();
      return {
        user: {
          id: user.id,
          full_name: `${user.first_name} ${user.last_name}`.trim() || user.email,
          email: user.email,
          avatar_url: avatarUrl(user.avatar_file),
        },
        programs: rows.map((row) => presentClient(row, day)),
      };
    },

    /** A person added by hand before a formal invitation: pending, with no mail sent. */
    async addPending(
      access: CoachAccess,
      programId: number,
      request: AddPendingClientRequest,
    ): Promise<ProgramClient> {
      requireActive(access);
      const program = await programs.owned(access, programId);
      if (program.archived_at) throw httpError(422, messages.programs.archived);
      if ((await userRepository.findByEmail(db, request.email))?.role === 'coach')
        throw httpError(422, messages.account.coachEmailInProgram, {
          email: [messages.account.coachEmailInProgram],
        });
      if (await clientRepository.onProgram(db, programId, request.email))
        throw httpError(422, c.alreadyClient, { email: [c.alreadyClient] });
      const [row] = await onUniqueViolation(
        () =>
          db.query<{ id: number }>(
            `INSERT INTO plan_memberships (program_id, account_id, email, full_name, state)
             VALUES ($1, $2, $3, $4, 'pending') RETURNING id::int`,
            [programId, access.accountId, request.email, request.full_name],
          ),
        'plan_memberships_unjoined',
        () => httpError(422, c.alreadyClient, { email: [c.alreadyClient] }),
      );
      return presentClient((await clientRepository.findById(db, row!.id))!, today());
    },

    /**
     * Removes (blocks) or restores a client who joined the program. A person who has not joined has
     * nothing to be removed from: their invitation is cancelled instead.
     */
    async setBlocked(
      access: CoachAccess,
      programId: number,
      clientId: number,
      blocked: boolean,
    ): Promise<ProgramClient> {
      requireActive(access);
      await programs.owned(access, programId);
      const existing = await clientRepository.findById(db, clientId);
      if (!existing || existing.plan_id !== programId) throw httpError(404, c.notFound);
      if ((await clientRepository.setBlocked(db, programId, clientId, blocked)) === null)
        throw httpError(422, c.notJoined);
      return presentClient((await clientRepository.findById(db, clientId))!, today());
    },

    async invite(access: CoachAccess, programId: number, emails: string[]): Promise<Invitation[]> {
      requireActive(access);
      await programs.owned(access, programId);
      return invitations.inviteAthletes(access.userId, access.accountId, programId, emails);
    },
  };
}

export type ClientService = ReturnType<typeof createClientService>;
