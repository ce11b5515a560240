import type { PublicPlan, PublicPlanMembership, PublicPriceOption } from '@coachforge/contracts';

/** A monthly price option as the public page gets it; for this remote's tests. */
export const fakeMonthlyPrice = {
  id: 3,
  amount: 4999,
  currency: 'USD',
  duration: 'monthly',
  price_format: '49.99 USD / monthly',
  local: null,
} as PublicPriceOption;

/** A paid, published one_many program as a client who has not joined sees it; for this remote's tests. */
export function fakePublicPlan(overrides: Partial<PublicPlan> = {}): PublicPlan {
  return {
    id: 7,
    custom_url: null,
    title: 'Strong Base',
    description: '',
    plan_type: 'one_many',
    plan_pricing: 'paid',
    original_price: null,
    local_price: [fakeMonthlyPrice],
    level: null,
    average_duration: null,
    weeks_duration: null,
    sections_duration: null,
    weeks: null,
    trial_days: 0,
    launch_date: null,
    covers: [],
    attachments: [],
    user: {
      id: 2,
      full_name: 'Casey Coach',
      type_account: 'private',
      custom_url: null,
      stripe_connect_charges_enabled: true,
      blocked: false,
      zapier_account: false,
      zaps_connected: false,
    },
    accessibility: true,
    archive: false,
    plan_status: 'published',
    can_sale: true,
    allowed_to_buy: true,
    is_bought: false,
    is_blocked: false,
    is_owner: false,
    membership: null,
    plan_waiver: null,
    app_store_url: null,
    play_store_url: null,
    custom_app_name: 'Coachforge',
    owner_facts: null,
    ...overrides,
  };
}

/** The client's membership of the program as the public page gets it, in `state`; for this remote's tests. */
export function fakePlanMembership(
  state: PublicPlanMembership['state'],
  overrides: Partial<PublicPlanMembership> = {},
): PublicPlanMembership {
  return {
    state,
    cancel_at_period_end: false,
    canceled_by: null,
    start_day: '2026-11-02',
    plan_price: null,
    pending_price_option_id: null,
    ...overrides,
  };
}
