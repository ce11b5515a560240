import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { emailRule, personNameRule } from '../auth/field-rules';
import { MAX_EMAIL_INVITES } from '../limits/constants';
import { messages } from '../messages/catalogue';
import type { Cadence, PlanType } from './plan-types';

const c = messages.clients;

/**
 * A client's membership of a program. pending: added by hand before a formal invitation; invited: an
 * invitation was mailed; the rest are the subscription states of spec 02 sections 3 and 4 (moved only by
 * the purchase state machine, purchase/membership-state.ts); finished: a Fixed Length program that ran to
 * its end.
 */
export const membershipStates = [
  'pending',
  'invited',
  'init',
  'scheduled',
  'trialing',
  'active',
  'incomplete',
  'past_due',
  'incomplete_expired',
  'canceled',
  'finished',
] as const;
export type MembershipState = (typeof membershipStates)[number];

/** Who or what ended a membership (spec 02 section 4); null with canceled means it was auto cancelled. */
export const cancelReasons = ['canceled_by_coach', 'canceled_by_athlete', 'canceled_pre_trial'] as const;
export type CancelReason = (typeof cancelReasons)[number];

/** Training scheduled ahead of a client: ok (3 days or more), pending (not started), low (under 3 days). */
export type Availability = 'ok' | 'pending' | 'low';

/** Where a client of a Fixed Length program stands. */
export type FixedStateForAthlete = 'empty' | 'not_started' | 'in_progress' | 'finished';

/** Coach status values (spec 02 section 3). */
export type CoachClientStatus = 'active' | 'rejected' | 'cancelled' | 'invited' | 'pending';

/** The lists of clients (spec 02 section 2): per program and across the account. */
export const clientLists = ['active', 'past', 'in_trials', 'to_review', 'pending', 'scheduled'] as const;
export type ClientList = (typeof clientLists)[number];

/** A client as the coach's lists show them (spec 02 section 3, Client with its client program fields). */
export interface ProgramClient {
  /** The membership's id. */
  id: number;
  user_id: number | null;
  full_name: string;
  email: string;
  /** The address the invitation went to, when the client joined with another one. */
  invited_email: string | null;
  status: CoachClientStatus;
  plan_id: number;
  plan_title: string;
  plan_type: PlanType;
  state_for_athlete: FixedStateForAthlete | null;
  start_day: string | null;
  end_day: string | null;
  schedule_started_at: string | null;
  schedule_ended_at: string | null;
  is_deleted_user: boolean;
  /** The coach removed this client from the program: they keep their row but cannot open it. */
  is_blocked: boolean;
  membership: {
    state: MembershipState;
    canceled_by: CancelReason | null;
    cancel_at_period_end: boolean;
    plan_price: { amount: number; duration: Cadence } | null;
  };
  plan_invite: { state: 'invited' | 'accepted' | 'cancelled' } | null;
  availability: Availability | null;
  days_left: number | null;
  /** The program track the coach put this client on; null: the program's first active track. */
  track_id: number | null;
  /** Results the client logged in this program that the coach has not reviewed yet (the to_review queue). */
  results_to_review: number;
  /** Macros days the client logged that no coach of the account has reviewed yet (decision 0227). */
  macros_to_review: number;
}

/** POST coach/plans/:plan_id/invites: up to 20 emails at a time (spec 02 section 5). */
export const inviteClientsRequestSchema = lazySchema(() =>
  yup.object({
    emails: yup
      .array(emailRule())
      .required(c.invitesRequired)
      .min(1, c.invitesRequired)
      .max(MAX_EMAIL_INVITES, c.invitesMax(MAX_EMAIL_INVITES)),
  }),
);
export type InviteClientsRequest = yup.InferType<typeof inviteClientsRequestSchema>;

/** POST coach/plans/:plan_id/clients: a pending client added by hand, before a formal invitation. */
export const addPendingClientRequestSchema = lazySchema(() =>
  yup.object({
    email: emailRule(),
    full_name: personNameRule(messages.validation.nameRequired),
  }),
);
export type AddPendingClientRequest = yup.InferType<typeof addPendingClientRequestSchema>;

/** POST users/other_emails: a client asks to prove another address of theirs is theirs. */
export const otherEmailRequestSchema = lazySchema(() => yup.object({ email: emailRule() }));
export type OtherEmailRequest = yup.InferType<typeof otherEmailRequestSchema>;

/** POST users/other_emails/confirm: the token from the mail. */
export const confirmOtherEmailRequestSchema = lazySchema(() =>
  yup.object({
    token: yup
      .string()
      .trim()
      .required(messages.validation.tokenRequired)
      .max(200, messages.validation.tokenRequired),
  }),
);
export type ConfirmOtherEmailRequest = yup.InferType<typeof confirmOtherEmailRequestSchema>;

/** What a confirmed other address was invited to: the coaches and their programs. */
export interface OtherEmailInvitations {
  email: string;
  invitations: { id: number; coach: string; program_id: number; program_title: string }[];
}
