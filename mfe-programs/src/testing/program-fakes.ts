import type { PriceOption, Program, Subscription } from '@coachforge/contracts';

/** A program as the API returns it, changed by `overrides`; for this remote's tests. */
export function fakeProgram(overrides: Partial<Program> = {}): Program {
  return {
    id: 7,
    account_id: 1,
    title: 'Strong Start',
    plan_type: 'individual',
    plan_status: 'draft',
    archive: false,
    plan_pricing: 'paid',
    description: '',
    level: null,
    average_duration: null,
    weeks_duration: null,
    sections_duration: null,
    sessions_per_day: 1,
    weeks: null,
    trial_days: 0,
    launch_date: null,
    plan_max_buffer: null,
    custom_url: null,
    skip_sales_page: false,
    welcome_message: '',
    plan_waiver: { show: false, text: '', attachments: [], attachment_items: [] },
    training_visibility_days: null,
    accessibility: true,
    allowed_emails: [],
    storefront_visible: true,
    performance_notifications: true,
    original_price: [],
    covers: [],
    attachments: [],
    clients_count: 0,
    downloads_count: null,
    type_locked_reason: null,
    seeded: false,
    created_at: '2026-01-01T00:00:00Z',
    published_at: null,
    ...overrides,
  };
}

/** A platform subscription on the FREE plan with `activeClients` counted, for tests of plan limits. */
export function freeSubscription(activeClients = 0): Subscription {
  return {
    plan: null,
    scheduled_plan: null,
    active: true,
    free_usage: false,
    free_plan: true,
    state: 'active',
    cancel_at_period_end: false,
    active_clients: activeClients,
    active_sub_clients: 0,
    trial: false,
    trial_end_date: null,
    next_payment_date: null,
  };
}

/** A price option as the API returns it. */
export function fakePriceOption(overrides: Partial<PriceOption> = {}): PriceOption {
  return {
    id: 1,
    amount: 4999,
    currency: 'USD',
    price_format: '49.99 USD / monthly',
    duration: 'monthly',
    archived: false,
    message_about_changed_price: false,
    message_for_inbox: null,
    clients_count: 0,
    ...overrides,
  };
}
