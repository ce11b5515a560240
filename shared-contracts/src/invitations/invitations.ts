import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { emailRule } from '../auth/field-rules';
import { messages } from '../messages/catalogue';
import { accountNameRule } from '../profile/profile';

const v = messages.validation;

export const businessAccountKinds = ['brand', 'gym', 'team'] as const;
export type BusinessAccountKind = (typeof businessAccountKinds)[number];

/** POST business_accounts body: a brand, gym or team with the creator as owner. */
export const createBusinessAccountRequestSchema = lazySchema(() =>
  yup.object({
    kind: yup
      .mixed<BusinessAccountKind>()
      .oneOf(businessAccountKinds, v.accountTypeInvalid)
      .required(v.accountTypeInvalid),
    name: accountNameRule(),
  }),
);
export type CreateBusinessAccountRequest = yup.InferType<typeof createBusinessAccountRequestSchema>;

export interface BusinessAccount {
  id: number;
  account_kind: BusinessAccountKind;
  full_name: string;
  account_role: 'owner' | 'coach';
  invite_status: 'invited' | 'accepted';
}

/** POST invitations/coaches body: invite a coach to the current business account by email. */
export const coachInvitationRequestSchema = lazySchema(() => yup.object({ email: emailRule() }));
export type CoachInvitationRequest = yup.InferType<typeof coachInvitationRequestSchema>;

/** POST invitations/athletes body: invite a client to a program by email. */
export const athleteInvitationRequestSchema = lazySchema(() =>
  yup.object({
    email: emailRule(),
    program_id: yup.number().typeError(v.programRequired).required(v.programRequired).integer().positive(),
  }),
);
export type AthleteInvitationRequest = yup.InferType<typeof athleteInvitationRequestSchema>;

export type InvitationKind = 'coach' | 'athlete';
export type InvitationStatus = 'invited' | 'accepted' | 'cancelled' | 'declined';

/** An invitation as its link shows it (GET invitations/:token) and as lists show it. */
export interface Invitation {
  id: number;
  kind: InvitationKind;
  email: string;
  status: InvitationStatus;
  account_id: number;
  account_name: string;
  account_kind: string;
  invited_by: string;
  program_id: number | null;
  /** The role of the person already registered with this email, if any (sign in instead of sign up). */
  registered_role: 'coach' | 'user' | null;
  expires_at: string;
  accepted_at: string | null;
  /** The address of the person who accepted, when it is not the invited one ("invited as A, joined as B"). */
  accepted_email: string | null;
}

/** GET invitations/mine: what the signed-in identity was invited to. */
export interface MyInvitations {
  accounts: BusinessAccount[];
  programs: Invitation[];
}

/** An open invitation to a program, as the invited client sees it (my programs › invites). */
export interface ProgramInvite {
  invitation_id: number;
  /** The address invited: the client's own, or another address of theirs they confirmed. */
  email: string;
  invited_by: string;
  expires_at: string;
  program: { id: number; title: string; custom_url: string | null; plan_type: string; owner_name: string };
}

/**
 * GET athlete/plans/invites: open program invitations to the client's confirmed addresses. An address not
 * confirmed shows none (anyone can type an address at sign-up), and says so.
 */
export interface MyProgramInvites {
  email_confirmed: boolean;
  invites: ProgramInvite[];
}
