import {
  type InviteAnswer,
  INVITATION_TOKEN_DAYS,
  messages,
  planLimitsOfSubscription,
  type AthleteInvitationRequest,
  type Invitation,
  type MyInvitations,
  type MyProgramInvites,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import { createBusinessAccountService } from '../accounts';
import { mailTemplates, type Mailer } from '../mail';
import type { NotificationPublisher } from '../notifications';
import { hashToken, newTokenValue } from '../sessions';
import { presentSubscription, userRepository } from '../users';
import { CONFIRMED_ADDRESSES, invitationRepository } from './invitation-repository';

const notFound = () => httpError(404, messages.invitations.notFound);

/**
 * What invitations need from the programs module, which owns programs and their clients. The app hands
 * it in, so invitations never import programs (docs/decisions/0039).
 */
export interface ProgramInvitationHooks {
  /** The program if it belongs to the account; null for anyone else's or none. */
  programOf(accountId: number, programId: number): Promise<{ id: number; title: string } | null>;
  /** Before inviting: the account may take on this many more clients (plan limits), or it throws. */
  checkCanInvite(accountId: number, programId: number, emails: string[]): Promise<void>;
  /** An invitation was mailed: the person shows among the program's invites. */
  invited(db: Queryable, invitation: Invitation): Promise<void>;
  /** Someone accepted an athlete invitation: they become a client of the program, or it throws. */
  joined(db: Queryable, invitation: Invitation, user: { id: number; email: string }): Promise<void>;
  /** After the join is committed (the onboarding checklist's first_client). */
  welcomed(invitation: Invitation): Promise<void>;
}

/** Coaches invited to a business account and athletes invited to a program (spec 01 section 6, 02 section 6). */
export function createInvitationService(
  context: ApiContext,
  {
    mailer,
    programs,
    notifications,
  }: { mailer: Mailer; programs: ProgramInvitationHooks; notifications: NotificationPublisher },
) {
  const { db, config } = context;
  const businessAccounts = createBusinessAccountService(context);

  /**
   * `count` more invitations must fit in the day's limits, or none is sent. The limit counts across every
   * account of the inviting identity (docs/decisions/0104-daily-invite-limit-per-identity.md).
   */
  async function checkDailyLimit(inviterId: number, count = 1) {
    if ((await invitationRepository.sentTodayByIdentity(db, inviterId)) + count > config.dailyInviteLimit) {
      throw httpError(429, messages.limits.dailyInvites);
    }
    // Until their own address is confirmed, a person could be anyone using us to send mail: a few a day.
    const inviter = await userRepository.findById(db, inviterId);
    if (
      !inviter?.confirmed_at &&
      (await invitationRepository.sentInLastDayBy(db, inviterId)) + count > config.unconfirmedDailyInviteLimit
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
      // FREE has no extra coaches (spec 01 section 6): the plan is read at the moment of inviting.
      const subscription = await userRepository.findPlatformSubscription(db, accountId);
      if (!planLimitsOfSubscription(presentSubscription(subscription, context.clock.now())).extraCoaches)
        throw httpError(403, messages.planLimits.freeExtraCoaches);
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
      await checkDailyLimit(userId);
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
      // A coach who already has an identity hears of it in their feed too, and may answer there.
      if (invitee)
        await notifications.publish({
          type: 'coach_brand_invite',
          key: `invitation:${invitation.id}`,
          recipient: { user_id: invitee.id },
          payload: { account_id: accountId, inviter_id: userId, invitation_id: invitation.id },
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
     * A coach invites people to a program of the current account by email (at most 20 at a time, spec 02
     * section 5): each gets a mail with a single-use link. Every address is checked before any is sent.
     */
    async inviteAthletes(
      userId: number,
      accountId: number,
      programId: number,
      emails: string[],
    ): Promise<Invitation[]> {
      const inviter = (await userRepository.findById(db, userId))!;
      if (inviter.role !== 'coach') throw httpError(403, messages.http.forbidden);
      if (!(await programs.programOf(accountId, programId))) throw httpError(404, messages.programs.notFound);
      const unique = [...new Set(emails)];
      const errors: Record<string, string[]> = {};
      for (const [index, email] of unique.entries()) {
        if ((await userRepository.findByEmail(db, email))?.role === 'coach')
          errors[unique.length === 1 ? 'email' : `emails[${index}]`] = [messages.account.coachEmailInProgram];
      }
      if (Object.keys(errors).length > 0) throw httpError(422, messages.account.coachEmailInProgram, errors);
      await programs.checkCanInvite(accountId, programId, unique);
      await checkDailyLimit(userId, unique.length);
      const sent: Invitation[] = [];
      for (const email of unique) {
        const token = newTokenValue();
        const invitation = await db.transaction(async (tx) => {
          const created = await invitationRepository.insert(tx, {
            tokenHash: hashToken(token),
            kind: 'athlete',
            email,
            accountId,
            programId,
            invitedBy: userId,
            validDays: INVITATION_TOKEN_DAYS,
          });
          await programs.invited(tx, created);
          return created;
        });
        const inviterName =
          invitation.account_kind === 'private' ? invitation.invited_by : invitation.account_name;
        await mailer.send(mailTemplates.athleteInvitation(config.appUrl, email, inviterName, token));
        sent.push(invitation);
      }
      return sent;
    },

    /** POST invitations/athletes: one address, to a program of the current account. */
    async inviteAthlete(
      userId: number,
      accountId: number,
      request: AthleteInvitationRequest,
    ): Promise<Invitation> {
      const [invitation] = await this.inviteAthletes(userId, accountId, request.program_id, [request.email]);
      return invitation!;
    },

    async programInvitations(accountId: number, programId: number): Promise<Invitation[]> {
      if (!(await programs.programOf(accountId, programId))) return [];
      return invitationRepository.ofProgram(db, accountId, programId);
    },

    async find(token: string): Promise<Invitation> {
      const invitation = await invitationRepository.findOpen(db, hashToken(token));
      if (!invitation) throw notFound();
      return invitation;
    },

    /**
     * The signed-in person accepts. A coach invitation must be theirs (same email). A program invitation
     * is a single-use secret: whoever opens it signed in as a client joins, and the coach sees "invited
     * as A, joined as B" when the addresses differ (the commonest "I can't see my program" case).
     */
    async accept(token: string, userId: number): Promise<Invitation> {
      const invitation = await invitationRepository.findOpen(db, hashToken(token));
      if (!invitation) throw notFound();
      return acceptOpen(invitation, userId);
    },

    /**
     * A client accepts a program invitation sent to another address of theirs, which they confirmed by
     * mail (POST users/other_emails/confirm); without that confirmation the invitation does not exist for them.
     */
    async acceptAtConfirmedAddress(invitationId: number, userId: number): Promise<Invitation> {
      const [row] = await db.query<{ id: number }>(
        `SELECT i.id::int FROM invitations i
         WHERE i.id = $2 AND i.kind = 'athlete' AND i.status = 'invited' AND i.expires_at > now()
           AND i.email IN (${CONFIRMED_ADDRESSES})`,
        [userId, invitationId],
      );
      if (!row) throw notFound();
      return acceptOpen((await invitationRepository.findById(db, row.id))!, userId);
    },

    /**
     * A brand invite answered from the feed (spec 03 section 4.1), by the identity it was sent to: accept
     * joins the account as accepting its link does; decline closes it and tells the account.
     */
    async answerCoachInvite(invitationId: number, userId: number, accept: boolean): Promise<InviteAnswer> {
      const user = await userRepository.findById(db, userId);
      const invitation = await invitationRepository.findById(db, invitationId);
      // Another's invitation does not exist for this caller.
      if (!user || !invitation || invitation.kind !== 'coach' || invitation.email !== user.email)
        throw httpError(404, messages.http.notFound);
      if (invitation.status !== 'invited' || new Date(invitation.expires_at) <= context.clock.now())
        throw httpError(409, messages.invitations.notFound);
      if (accept) {
        await acceptOpen(invitation, userId);
        return { status: 'accepted' };
      }
      await db.transaction(async (tx) => {
        const [declined] = await tx.query(
          `UPDATE invitations SET status = 'declined', invitee_user_id = $2
           WHERE id = $1 AND status = 'invited' RETURNING id`,
          [invitation.id, userId],
        );
        if (!declined) throw httpError(409, messages.invitations.notFound);
        await notifications.publish(
          {
            type: 'coach_brand_invite_declined',
            key: `invitation:${invitation.id}:declined`,
            recipient: { account_id: invitation.account_id },
            payload: { coach_id: userId },
          },
          { tx },
        );
      });
      return { status: 'rejected' };
    },

    /** My programs › invites: the open program invitations to addresses the client proved are theirs. */
    async programInvitesOf(userId: number): Promise<MyProgramInvites> {
      const user = (await userRepository.findById(db, userId))!;
      return {
        email_confirmed: user.confirmed_at !== null,
        invites: await invitationRepository.openProgramsFor(db, userId),
      };
    },

    async mine(userId: number): Promise<MyInvitations> {
      return {
        accounts: await businessAccounts.listForMember(userId),
        programs: await invitationRepository.acceptedProgramsOf(db, userId),
      };
    },
  };

  async function acceptOpen(invitation: Invitation, userId: number): Promise<Invitation> {
    const user = (await userRepository.findById(db, userId))!;
    if (invitation.kind === 'coach' && user.email !== invitation.email)
      throw httpError(403, messages.invitations.wrongEmail);
    await db.transaction(async (tx) => {
      if (invitation.kind === 'coach') {
        if (user.role !== 'coach') throw httpError(403, messages.invitations.notBusiness);
        await tx.query(
          `INSERT INTO memberships (account_id, user_id, role, invite_status) VALUES ($1, $2, 'coach', 'accepted')
             ON CONFLICT (account_id, user_id) DO UPDATE SET invite_status = 'accepted'`,
          [invitation.account_id, userId],
        );
        await notifications.publish(
          {
            type: 'coach_brand_invite_accepted',
            key: `invitation:${invitation.id}:accepted`,
            recipient: { account_id: invitation.account_id },
            payload: { coach_id: userId },
          },
          { tx },
        );
      } else if (user.role === 'coach') {
        throw httpError(403, messages.account.coachEmailInProgram);
      } else {
        await programs.joined(tx, invitation, user);
      }
      await invitationRepository.markAccepted(tx, invitation.id, userId, user.email);
    });
    if (invitation.kind === 'athlete') await programs.welcomed(invitation);
    return (await invitationRepository.findById(db, invitation.id))!;
  }
}

export type InvitationService = ReturnType<typeof createInvitationService>;
