import type { ChecklistStep, CurrentUser, PrivateUser, Subscription } from '@coachforge/contracts';
import type { ConnectionRow } from '../payment-provider';
import type { LandingPageContent } from './landing-page';
import type { AccountRow, MembershipFacts, PlatformSubscriptionRow, UserRow } from './user-repository';

/** What users/me reads of the account beyond its row: each from where it is kept. */
export interface AccountFacts {
  checklist: ChecklistStep[];
  hyrox: boolean;
  membership: MembershipFacts;
  landingPage: LandingPageContent | null;
}

/** Where a stored picture is served (api/src/modules/users/avatar-routes.ts). */
export const avatarUrl = (file: string | null) => (file ? `/api/avatars/${file}` : null);

/** 'YYYY-MM-DD HH:mm:ss Z' as the spec writes next_payment_date. */
function paymentDate(date: Date | null): string | null {
  return date ? `${date.toISOString().slice(0, 19).replace('T', ' ')} +0000` : null;
}

/**
 * The subscription as it stands at `now`, with the clients its plan counts when the caller counted them
 * (readCountedSubscription): the header compares them with the plan's limit.
 */
export function presentSubscription(
  row: PlatformSubscriptionRow | null,
  now: Date,
  activeClients = 0,
): Subscription | null {
  if (!row) return null;
  // A trial ends at its date, whether or not a job has marked it yet.
  const trialOver = row.trial && row.trial_end_date !== null && row.trial_end_date.getTime() <= now.getTime();
  if (trialOver)
    return presentSubscription(
      {
        ...row,
        trial: false,
        active: row.plan_kind !== null && row.active,
        state: row.plan_kind ? row.state : null,
      },
      now,
      activeClients,
    );
  return {
    plan: row.plan_kind ? { id: 0, product_kind: row.plan_kind, max_clients: row.max_clients } : null,
    scheduled_plan: row.scheduled_plan_kind
      ? { id: 0, product_kind: row.scheduled_plan_kind, max_clients: row.scheduled_max_clients }
      : null,
    active: row.active,
    free_usage: row.free_plan,
    free_plan: row.free_plan,
    state: row.state,
    cancel_at_period_end: row.cancel_at_period_end,
    active_clients: activeClients,
    active_sub_clients: activeClients,
    trial: row.trial,
    // The moment the trial ends (ISO 8601, UTC); the browser shows it in the coach's time zone.
    trial_end_date: row.trial_end_date ? row.trial_end_date.toISOString() : null,
    next_payment_date: paymentDate(row.next_payment_date),
  };
}

export function presentPrivateUser(user: UserRow): PrivateUser {
  return {
    id: user.id,
    role: user.role,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: `${user.first_name} ${user.last_name}`,
    avatar_url: avatarUrl(user.avatar_file),
    country: user.country,
    state: user.state,
    platform_currency: user.platform_currency,
    birthdate: user.birthdate,
    gender: user.gender,
    weight_unit: user.weight_unit,
    length_unit: user.length_unit,
    registration_step: user.registration_step,
  };
}

/** The user as the current account: a business account shows its own name under the member's login. */
export function presentCurrentUser(
  user: UserRow,
  account: AccountRow,
  subscription: PlatformSubscriptionRow | null,
  now: Date,
  connection: Pick<ConnectionRow, 'charges_enabled' | 'account_type'> | null,
  header: { hasNewNotifications: boolean; hasUnreadChat: boolean; activeClients: number },
  facts: AccountFacts,
): CurrentUser {
  const isPrivate = account.kind === 'private';
  const owner = account.membership_role === 'owner';
  return {
    id: account.id,
    role: user.role,
    account_kind: account.kind,
    account_role: account.membership_role,
    is_account_owner: account.membership_role === 'owner',
    full_name: isPrivate ? `${user.first_name} ${user.last_name}` : account.full_name,
    first_name: user.first_name,
    last_name: user.last_name,
    title: account.title,
    avatar_url: avatarUrl(account.avatar_file ?? (isPrivate ? user.avatar_file : null)),
    email: user.email,
    country: user.country,
    state: user.state,
    currency: account.currency,
    platform_currency: user.platform_currency,
    birthdate: user.birthdate,
    gender: user.gender,
    created_at: Math.floor(user.created_at.getTime() / 1000),
    custom_url: account.custom_url,
    popup_storage: user.popup_storage,
    hide_checklist: user.hide_checklist,
    registration_step: user.registration_step,
    has_new_notifications: header.hasNewNotifications,
    has_unread_chat_messages: header.hasUnreadChat,
    stripe_account_type: connection?.account_type ?? null,
    stripe_connect_charges_enabled: connection?.charges_enabled ?? false,
    tax_state: account.tax_state,
    check_list_info: { completed: facts.checklist },
    hyrox: facts.hyrox,
    // A coach may always create a brand from the switch account modal; anyone else needs a second account.
    show_account: user.role === 'coach' || facts.membership.accounts > 1,
    // A member who does not own the account is told whom to ask (the restricted popup, the upgrade page).
    brand_owner_email: owner ? null : facts.membership.owner_email,
    brand_owner_full_name: owner ? null : facts.membership.owner_full_name,
    landing_page: facts.landingPage ? { id: account.id, ...facts.landingPage } : null,
    subscription: presentSubscription(subscription, now, header.activeClients),
  };
}
