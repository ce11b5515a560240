import {
  athleteInvitationRequestSchema,
  coachInvitationRequestSchema,
  createBusinessAccountRequestSchema,
  type AthleteInvitationRequest,
  type BusinessAccount,
  type CoachInvitationRequest,
  type CreateBusinessAccountRequest,
  type Invitation,
  type MyInvitations,
  type MyProgramInvites,
} from '../invitations/invitations';
import type { AccountCoach } from '../invitations/account-coaches';
import type { InviteAnswer } from '../notifications/notification';
import { defineEndpoint } from './define-endpoint';

/** Business accounts and invitations of coaches and athletes (spec 01 sections 2.2, 6; spec 02 section 6). */
export const invitationEndpoints = {
  createBusinessAccount: defineEndpoint<CreateBusinessAccountRequest, BusinessAccount>({
    method: 'POST',
    path: 'business_accounts',
    authenticated: true,
    body: createBusinessAccountRequestSchema,
  }),
  /** Business accounts the signed-in identity belongs to, with its role in each. */
  businessAccounts: defineEndpoint<void, BusinessAccount[]>({
    method: 'GET',
    path: 'business_accounts',
    authenticated: true,
  }),
  inviteCoach: defineEndpoint<CoachInvitationRequest, Invitation>({
    method: 'POST',
    path: 'business_accounts/:account_id/invitations',
    authenticated: true,
    closedWhileBlocked: true,
    body: coachInvitationRequestSchema,
  }),
  /** The coaches page of a business account: its owner only (docs/decisions/0105-coach-statuses.md). */
  accountCoaches: defineEndpoint<void, AccountCoach[]>({
    method: 'GET',
    path: 'business_accounts/:account_id/coaches',
    authenticated: true,
  }),
  /** The owner withdraws an open invitation; its link stops working. */
  cancelCoachInvitation: defineEndpoint<void, AccountCoach[]>({
    method: 'POST',
    path: 'business_accounts/:account_id/invitations/:id/cancel',
    authenticated: true,
  }),
  /** The owner removes a coach from the account; the coach keeps their own accounts. */
  removeCoach: defineEndpoint<void, AccountCoach[]>({
    method: 'DELETE',
    path: 'business_accounts/:account_id/coaches/:user_id',
    authenticated: true,
  }),
  inviteAthlete: defineEndpoint<AthleteInvitationRequest, Invitation>({
    method: 'POST',
    path: 'invitations/athletes',
    authenticated: true,
    closedWhileBlocked: true,
    body: athleteInvitationRequestSchema,
  }),
  /** A program's invitations, for its coach (query program_id). */
  programInvitations: defineEndpoint<void, Invitation[]>({
    method: 'GET',
    path: 'invitations/athletes',
    authenticated: true,
  }),
  invitation: defineEndpoint<void, Invitation>({
    method: 'GET',
    path: 'invitations/:token',
    authenticated: false,
  }),
  acceptInvitation: defineEndpoint<void, Invitation>({
    method: 'POST',
    path: 'invitations/:token/accept',
    authenticated: true,
  }),
  /** A program invitation to another address of the client, confirmed by mail (users/other_emails). */
  acceptInvitationAtConfirmedAddress: defineEndpoint<void, Invitation>({
    method: 'POST',
    path: 'invitations/athletes/:id/accept',
    authenticated: true,
  }),
  myProgramInvites: defineEndpoint<void, MyProgramInvites>({
    method: 'GET',
    path: 'athlete/plans/invites',
    authenticated: true,
  }),
  myInvitations: defineEndpoint<void, MyInvitations>({
    method: 'GET',
    path: 'invitations/mine',
    authenticated: true,
  }),
  /**
   * A brand invite answered from the feed (spec 03 section 7): `id` is the invitation's, as the invite
   * notification carries it; only the invited identity may answer (404 for anyone else).
   */
  acceptCoachInvite: defineEndpoint<void, InviteAnswer>({
    method: 'PUT',
    path: 'invites/:id/accept',
    authenticated: true,
  }),
  declineCoachInvite: defineEndpoint<void, InviteAnswer>({
    method: 'PUT',
    path: 'invites/:id/reject',
    authenticated: true,
  }),
} as const;
