import type { Me, UserRole } from '../entities/user';
import { accountStateOf, type AccountState } from './account-state';

/** Everything the access rules of spec 01 sections 2, 4 and 6 ask about the signed-in person. */
export interface AccountAccess {
  role: UserRole;
  /** In the identity's own private (personal) account: current id equals private id. */
  personal: boolean;
  businessOwner: boolean;
  /** A coach of a brand, gym or team account who does not own it. */
  businessMember: boolean;
  /** Financial screens: a coach in the personal account or owning the business. */
  financial: boolean;
  /** The payment-provider account is of the custom type. */
  customPayments: boolean;
  /** A coach whose registration stopped before the last step, in the personal account. */
  registrationIncomplete: boolean;
  /** The sign-up welcome popup was already viewed. */
  welcomeViewed: boolean;
  /** Every popup the person has already seen (popup_storage). */
  seenPopups: readonly string[];
  state: AccountState;
}

/** The last registration step (spec 01 section 2.2). */
export const FINAL_REGISTRATION_STEP = 'questions';
/** popup_storage key of the sign-up welcome popup. */
export const WELCOME_POPUP = 'sign_up_welcome';

export function accountAccessOf(me: Me): AccountAccess {
  const { current } = me;
  const coach = current.role === 'coach';
  const personal = current.id === me.private.id;
  const businessOwner = coach && !personal && current.is_account_owner;
  const step = current.registration_step;
  return {
    role: current.role,
    personal,
    businessOwner,
    businessMember: coach && !personal && !current.is_account_owner,
    financial: coach && (personal || current.is_account_owner),
    customPayments: current.stripe_account_type === 'custom',
    registrationIncomplete: coach && personal && Boolean(step) && step !== FINAL_REGISTRATION_STEP,
    welcomeViewed: current.popup_storage.includes(WELCOME_POPUP),
    seenPopups: current.popup_storage,
    state: accountStateOf(current.subscription),
  };
}

/**
 * The header's Get Started checklist is offered to a coach whose account works and who has not hidden it:
 * the header shows it, and a resumed session brings it along only then (ResumedSession.header).
 */
export function showsChecklist(me: Me): boolean {
  const access = accountAccessOf(me);
  return access.role === 'coach' && !access.state.blocked && access.financial && !me.current.hide_checklist;
}
