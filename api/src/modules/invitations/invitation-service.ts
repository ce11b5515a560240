import {
  INVITATION_TOKEN_DAYS,
  messages,
  type AthleteInvitationRequest,
  type Invitation,
  type MyInvitations,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { createBusinessAccountService } from '../accounts';
import { mailTemplates, type Mailer } from '../mail';
import { hashToken, newTokenValue } from '../sessions';
import { userRepository } from '../users';
import { invitationRepository } from './invitation-repository';

const notFound = () => httpError(404, messages.invitations.notFound);
const coachEmail = () =>
  httpError(422, messages.account.coachEmailInProgram, { email: [messages.account.coachEmailInProgram] });

/** Coaches invited to a business account and athletes invited to a program (spec 01 section 6, 02 section 6). */
export function createInvitationService(context: ApiContext, { mailer }: { mailer: Mailer }) {
  const { db, config } = context;
  const businessAccounts = createBusinessAccountService(context);

  async function checkDailyLimit(accountId: number, inviterId: number) {
    if ((await invitationRepository.sentToday(db, accountId)) >= config.dailyInviteLimit) {
      throw httpError(429, messages.limits.dailyInvites);
    }
    // Until their own address is confirmed, a person could be anyone using us to send mail: a few a day.
    const inviter = await userRepository.findById(db, inviterId);
    if (
      !inviter?.confirmed_at &&
      (await invitationRepository.sentInLastDayBy(db, inviterId)) >= config.unconfirmedDailyInviteLimit
    ) {
      throw httpError(429, messages.limits.unconfirmedInvites);
    }
  }

  return {
    /** Only the owner of a brand, gym or team invites; the invitee gets a mail with the link. */
    async inviteCoach(userId: number, accountId: number, email: string): Promise<Invitation> {
      const membership = (await businessAccounts.listForMember(userId)).find(
        (account) => account.id === accountId,
      );
      if (!membership) throw httpError(404, messages.http.notFound);
      if (membership.account_role !== 'owner') throw httpError(403, messages.invitations.onlyOwner);
      const existing = await db.query(
        `SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.account_id = $1 AND u.email = $2`,
        [accountId, email],
      );
      if (existing.length > 0) {
        throw httpError(422, messages.invitations.alreadyMember, {
          email: [messages.invitations.alreadyMember],
        });
      }
      const invitee = await userRepository.findByEmail(db, email);
      if (invitee && invitee.role !== 'coach') {
        throw httpError(422, messages.invitations.notBusiness, { email: [messages.invitations.notBusiness] });
      }
      await checkDailyLimit(accountId, userId);
      const inviter = (await userRepository.findById(db, userId))!;
      const token = newTokenValue();
      const invitation = await invitationRepository.insert(db, {
        tokenHash: hashToken(token),
        kind: 'coach',
        email,
        accountId,
        programId: null,
        invitedBy: userId,
        validDays: INVITATION_TOKEN_DAYS,
      });
      await mailer.send(
        mailTemplates.coachInvitation(
          config.appUrl,
          email,
          `${inviter.first_name} ${inviter.last_name}`,
          invitation.account_name,
          token,
        ),
      );
      return invitation;
    },

    /**
     * A coach invites a client to a program of the current account. The program itself belongs to the
     * programs module; the invitation is kept against its id (docs/decisions/0016-invitations.md).
     */
    async inviteAthlete(
      userId: number,
      accountId: number,
      request: AthleteInvitationRequest,
    ): Promise<Invitation> {
      const inviter = (await userRepository.findById(db, userId))!;
      if (inviter.role !== 'coach') throw httpError(403, messages.http.forbidden);
      const invitee = await userRepository.findByEmail(db, request.email);
      if (invitee?.role === 'coach') throw coachEmail();
      await checkDailyLimit(accountId, userId);
      const token = newTokenValue();
      const invitation = await invitationRepository.insert(db, {
        tokenHash: hashToken(token),
        kind: 'athlete',
        email: request.email,
        accountId,
        programId: request.program_id,
        invitedBy: userId,
        validDays: INVITATION_TOKEN_DAYS,
      });
      const inviterName =
        invitation.account_kind === 'private' ? invitation.invited_by : invitation.account_name;
      await mailer.send(mailTemplates.athleteInvitation(config.appUrl, request.email, inviterName, token));
      return invitation;
    },

    programInvitations: (accountId: number, programId: number) =>
      invitationRepository.ofProgram(db, accountId, programId),

    async find(token: string): Promise<Invitation> {
      const invitation = await invitationRepository.findOpen(db, hashToken(token));
      if (!invitation) throw notFound();
      return invitation;
    },

    /** The signed-in person accepts: the invitation must be theirs (same email). */
    async accept(token: string, userId: number): Promise<Invitation> {
      const invitation = await invitationRepository.findOpen(db, hashToken(token));
      if (!invitation) throw notFound();
      const user = (await userRepository.findById(db, userId))!;
      if (user.email !== invitation.email) throw httpError(403, messages.invitations.wrongEmail);
      await db.transaction(async (tx) => {
        if (invitation.kind === 'coach') {
          if (user.role !== 'coach') throw httpError(403, messages.invitations.notBusiness);
          await tx.query(
            `INSERT INTO memberships (account_id, user_id, role, invite_status) VALUES ($1, $2, 'coach', 'accepted')
             ON CONFLICT (account_id, user_id) DO UPDATE SET invite_status = 'accepted'`,
            [invitation.account_id, userId],
          );
        } else if (user.role === 'coach') {
          throw httpError(403, messages.account.coachEmailInProgram);
        }
        await invitationRepository.markAccepted(tx, invitation.id, userId);
      });
      return (await invitationRepository.findById(db, invitation.id))!;
    },

    async mine(userId: number): Promise<MyInvitations> {
      return {
        accounts: await businessAccounts.listForMember(userId),
        programs: await invitationRepository.acceptedProgramsOf(db, userId),
      };
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
