/**
 * Every named route of spec 01 section 2 and spec 02 section 2, with its path and who may open it.
 * Paths use path-to-regexp syntax (`{/:param}` is optional). The shell's guard, the remotes'
 * navigation and the API's mail links all read this table.
 *
 * access:
 * - public: anyone, signed in or not
 * - anonymous: sign-in and sign-up pages; a signed-in user is sent to their main page
 * - client / coach: a signed-in user of that role
 * - authenticated: any signed-in user
 */
export type RouteAccess = 'public' | 'anonymous' | 'client' | 'coach' | 'authenticated';

export interface NamedRoute {
  path: string;
  access: RouteAccess;
  /** The page title shown on placeholders and in the document title. */
  title: string;
  /** Values a parameter must match for the path to be this route. */
  paramPatterns?: Record<string, RegExp>;
}

const r = (
  path: string,
  access: RouteAccess,
  title: string,
  paramPatterns?: Record<string, RegExp>,
): NamedRoute => ({ path, access, title, ...(paramPatterns ? { paramPatterns } : {}) });

/** Short links start with the first letter of the account kind: c(private), b(rand), g(ym), t(eam). */
const shortLinkType = { user_type: /^[cbgt]$/ };

export const namedRoutes = {
  // Root and shell (spec 01 section 2.1)
  main: r('/', 'public', 'Coachforge'),
  profile_main: r('/profile', 'public', 'Profile'),
  style_guide: r('/style-guide', 'public', 'Style guide'),
  not_found: r('/404', 'public', 'Page not found'),
  release_notes: r('/release-notes', 'authenticated', 'Release notes'),

  // Onboarding (spec 01 section 2.2)
  'onboarding-signin': r('/onboarding/sign_in', 'anonymous', 'Sign in'),
  'onboarding-forgot-password': r('/onboarding/forgot_password', 'anonymous', 'Forgot password'),
  'onboarding-reset-password': r('/onboarding/reset_password', 'anonymous', 'Reset password'),
  'onboarding-role': r('/onboarding/role', 'anonymous', 'Choose your role'),
  'onboarding-setup-profile': r('/onboarding/setup-profile', 'coach', 'Set up your profile'),
  'onboarding-coaching-signup': r('/onboarding/sign_up/:role', 'anonymous', 'Sign up'),
  'onboarding-verify-information': r('/onboarding/verify-information/:role', 'coach', 'Verify information'),
  'onboarding-create': r('/onboarding/create/:type', 'authenticated', 'Create an account'),
  'onboarding-setup': r('/onboarding/setup/:type', 'authenticated', 'Set up an account'),
  'onboarding-accept-invitation': r('/onboarding/accept-invitation/:token', 'public', 'Accept invitation'),
  'onboarding-athlete-invitation': r('/onboarding/athlete-invitation/:token', 'public', 'Program invitation'),
  'onboarding-success': r('/onboarding/success', 'authenticated', 'Welcome'),
  'onboarding-confirmation': r('/onboarding/confirmation', 'public', 'Email confirmation'),
  'onboarding-stripe': r('/onboarding/stripe-onboarding', 'coach', 'Payments set-up'),
  'onboarding-stripe-error': r('/onboarding/stripe-onboarding/error', 'coach', 'Payments set-up failed'),
  'onboarding-business-setup': r('/onboarding/business-setup/:type', 'coach', 'Business account set-up'),

  // Static legal pages
  privacy_policy: r('/pages/privacy_policy', 'public', 'Privacy policy'),
  terms_of_use: r('/pages/terms_of_use', 'public', 'Terms of use'),
  data_security: r('/pages/data_security', 'public', 'Data security'),
  cookies_policy: r('/pages/cookies_policy', 'public', 'Cookie policy'),

  // Coach area (spec 01 section 2.3, spec 02 section 2)
  coach: r('/coach', 'coach', 'Coach'),
  coach_profile_coupons: r('/coach/coupons', 'coach', 'Coupons'),
  coach_profile_purchase: r('/coach/purchase', 'coach', 'Purchase'),
  coach_profile: r('/coach/profile', 'coach', 'Profile'),
  coach_profile_info: r('/coach/profile/info', 'coach', 'Profile'),
  coach_profile_payment: r('/coach/profile/payouts', 'coach', 'Payouts'),
  coach_profile_settings: r('/coach/profile/settings', 'coach', 'Settings'),
  coach_profile_coaches: r('/coach/profile/coaches', 'coach', 'Coaches'),
  coach_profile_subscription: r('/coach/profile/subscription', 'coach', 'Subscription'),
  coach_profile_billing: r('/coach/profile/billing', 'coach', 'Billing'),
  coach_profile_questions: r('/coach/profile/questions', 'coach', 'Questions'),
  coach_profile_analytics: r('/coach/profile/analytics', 'coach', 'Analytics'),
  coach_blocked: r('/coach/upgrade-your-account', 'coach', 'Upgrade your account'),
  media_library: r('/coach/resources', 'coach', 'Resources'),
  owner_media_library: r('/coach/resources/:owner', 'coach', 'Resources'),
  clients: r('/coach/clients', 'coach', 'Clients'),
  clients_with_programs: r('/coach/clients/active', 'coach', 'Active clients'),
  past_clients: r('/coach/clients/past', 'coach', 'Past clients'),
  trial_clients: r('/coach/clients/in-trials', 'coach', 'Clients in trial'),
  to_review_clients: r('/coach/clients/to_review', 'coach', 'Clients to review'),
  show_client_programs: r('/coach/clients/:athlete_id/programs', 'coach', 'Client programs'),
  show_client_benchmarks: r('/coach/clients/:athlete_id/benchmarks', 'coach', 'Client benchmarks'),
  show_client_body_metrics: r('/coach/clients/:athlete_id/body-metrics', 'coach', 'Client body metrics'),
  show_client_challenges: r('/coach/clients/:athlete_id/challenges', 'coach', 'Client challenges'),
  'client-profile-benchmark': r('/coach/clients/:athlete_id/benchmarks/:metric_id', 'coach', 'Benchmark'),
  'client-profile-body-metric': r(
    '/coach/clients/:athlete_id/body-metrics/:metric_id',
    'coach',
    'Body metric',
  ),
  'client-profile-challenge': r('/coach/clients/:athlete_id/challenges/:metric_id', 'coach', 'Challenge'),
  coach_calendar: r('/coach/calendar/:user_id/:plan_id', 'coach', 'Calendar'),
  athlete_calendar: r('/coach/athlete/:user_id/calendar', 'coach', 'Athlete calendar'),
  my_plans: r('/coach/programs', 'coach', 'My programs'),
  my_plans_active: r('/coach/programs/active', 'coach', 'My programs'),
  my_plans_ready: r('/coach/programs/active/ready', 'coach', 'My programs'),
  my_plans_attention: r('/coach/programs/attention', 'coach', 'Programs needing attention'),
  create_plan: r('/coach/programs/create', 'coach', 'Create a program'),
  create_plan_main_info: r('/coach/programs/create/main', 'coach', 'Create a program'),
  choose_plan_type: r('/coach/programs/choose-plan-type', 'coach', 'Choose a program type'),
  edit_plan_main_info: r('/coach/programs/edit/:plan_id/main', 'coach', 'Edit program'),
  create_sign_up_clients: r('/coach/programs/edit/:plan_id/sign-up-clients', 'coach', 'Sign-up clients'),
  edit_plan_schedule: r('/coach/programs/edit/:plan_id/schedule', 'coach', 'Program schedule'),
  edit_plan_calendar: r('/coach/programs/edit/:plan_id/calendar/:user_id', 'coach', 'Program calendar'),
  coach_program: r('/coach/programs/:plan_id', 'coach', 'Program'),
  coach_program_details: r('/coach/programs/:plan_id/details', 'coach', 'Program details'),
  coach_program_clients: r('/coach/programs/:plan_id/clients', 'coach', 'Program clients'),
  coach_program_trials: r('/coach/programs/:plan_id/in-trials', 'coach', 'Program clients in trial'),
  coach_program_scheduled: r('/coach/programs/:plan_id/scheduled', 'coach', 'Scheduled clients'),
  coach_program_invites: r('/coach/programs/:plan_id/invites', 'coach', 'Program invites'),
  coach_program_past: r('/coach/programs/:plan_id/past', 'coach', 'Past program clients'),
  coach_program_settings: r('/coach/programs/:plan_id/settings', 'coach', 'Program settings'),
  coach_program_waiver: r('/coach/programs/:plan_id/waiver', 'coach', 'Program waiver'),
  coach_program_edit: r('/coach/programs/:plan_id/edit', 'coach', 'Edit program'),
  coach_program_schedule: r('/coach/programs/:plan_id/schedule', 'coach', 'Program schedule'),
  my_exercises_library: r('/coach/exercises/library', 'coach', 'Exercises'),
  workout_library: r('/coach/templates', 'coach', 'Templates'),
  workout_library_days: r('/coach/templates/days', 'coach', 'Template days'),
  workout_library_presets: r('/coach/templates/presets', 'coach', 'Presets'),
  workout_library_presets_create: r('/coach/templates/presets/create', 'coach', 'Create a preset'),
  workout_library_presets_edit: r('/coach/templates/presets/:plan_id', 'coach', 'Edit preset'),
  workout_library_hyrox: r('/coach/templates/hyrox', 'coach', 'HYROX templates'),
  workout_library_hyrox_create: r('/coach/templates/hyrox/create', 'coach', 'Create a HYROX template'),
  workout_library_hyrox_edit: r('/coach/templates/hyrox/:plan_id', 'coach', 'Edit HYROX template'),
  coach_dashboard: r('/coach/dashboard', 'coach', 'Dashboard'),
  coach_dashboard_transactions: r('/coach/dashboard/transactions', 'coach', 'Transactions'),
  coach_dashboard_payouts: r('/coach/dashboard/payouts', 'coach', 'Payouts'),
  benchmarks: r('/coach/benchmarks', 'coach', 'Benchmarks'),
  coach_my_profile_info: r('/coach/my_profile/info', 'coach', 'My profile'),
  coach_profile_my_accounts: r('/coach/my_accounts', 'coach', 'My accounts'),
  choose_your_plan: r('/coach/choose_your_plan', 'coach', 'Choose your plan'),
  challenges_library: r('/coach/challenges/library', 'coach', 'Challenges'),
  product_challenges_library: r('/coach/challenges/:product_library', 'coach', 'Challenges', {
    product_library: /^[a-z0-9_]+-library$/,
  }),
  customisation: r('/coach/customisation', 'coach', 'Customisation'),
  'customisation-web-theme': r('/coach/customisation/web/theme', 'coach', 'Web theme'),
  'customisation-web-address': r('/coach/customisation/web/address', 'coach', 'Web address'),
  'customisation-web-logo': r('/coach/customisation/web/logo', 'coach', 'Logo'),
  'customisation-app-icon': r('/coach/customisation/app/icon', 'coach', 'App icon'),
  'customisation-app-theme': r('/coach/customisation/app/theme', 'coach', 'App theme'),
  'zapier-integration': r('/coach/zapier-integration', 'coach', 'Zapier'),
  'coach-release-notes': r('/coach/release-notes', 'coach', 'Release notes'),

  // Account creation and public pages (spec 01 section 2.4)
  'create-account': r('/create-account{/:type}', 'coach', 'Create an account'),
  'own-public-page': r('/public-page', 'coach', 'Public page'),
  'own-public-page-plans': r('/public-page/plans', 'coach', 'Public page programs'),
  'own-public-page-coaches': r('/public-page/coaches', 'coach', 'Public page coaches'),
  'own-public-page-edit': r('/public-page/edit', 'authenticated', 'Edit public page'),
  'public-page-view': r('/public-page/:user_id', 'public', 'Public page'),
  'public-page-plans': r('/public-page/:user_id/plans', 'public', 'Programs'),
  'public-page-coaches': r('/public-page/:user_id/coaches', 'public', 'Coaches'),
  'public-page-short-link': r('/:user_type/:user_id', 'public', 'Public page', shortLinkType),
  'public-page-short-link-plans': r('/:user_type/:user_id/programs', 'public', 'Programs', shortLinkType),
  'public-page-short-link-coaches': r('/:user_type/:user_id/coaches', 'public', 'Coaches', shortLinkType),

  // Chat, feed, leaderboards (spec 01 section 2.5)
  conversations: r('/chat/all', 'authenticated', 'Chat'),
  chat_messages: r('/chat/messages', 'authenticated', 'Messages'),
  chat_communities: r('/chat/communities', 'authenticated', 'Communities'),
  conversation: r('/chat/:conversation_id', 'authenticated', 'Conversation'),
  feed_overview: r('/feed/overview', 'authenticated', 'Feed'),
  content_warnings: r('/feed/warnings', 'authenticated', 'Warnings'),
  client_activity: r('/feed/activity', 'authenticated', 'Client activity'),
  feed_financial: r('/feed/financial', 'authenticated', 'Financial'),
  feed_invites: r('/feed/invites', 'authenticated', 'Invites'),
  chat_mention: r('/feed/leaderboards', 'authenticated', 'Leaderboard mentions'),
  daily_leaderboards: r('/leaderboards/daily', 'authenticated', 'Daily leaderboards'),
  daily_leaderboard: r('/leaderboards/daily/:id', 'authenticated', 'Daily leaderboard'),
  daily_leaderboard_comments: r('/leaderboards/daily/:id/comments{/:result_id}', 'authenticated', 'Comments'),
  challenge_leaderboards: r('/leaderboards/challenges', 'authenticated', 'Challenges'),
  challenge_leaderboard: r('/leaderboards/challenges/:id', 'authenticated', 'Challenge leaderboard'),
  challenge_leaderboard_comments: r(
    '/leaderboards/challenges/:id/comments{/:result_id}',
    'authenticated',
    'Comments',
  ),

  // Client area (spec 01 section 2.6, spec 02 section 2)
  user: r('/user', 'client', 'Profile'),
  user_profile_info: r('/user/profile', 'client', 'Profile'),
  user_my_programs: r('/user/my_programs', 'client', 'My programs'),
  user_my_plans: r('/user/my_programs/active', 'client', 'My programs'),
  user_my_past_plans: r('/user/my_programs/past', 'client', 'Past programs'),
  user_my_invites_plans: r('/user/my_programs/invites', 'client', 'Program invites'),
  calendar: r('/user/calendar', 'client', 'Calendar'),
  user_settings: r('/user/settings', 'client', 'Settings'),
  settings_default_units: r('/user/settings/default-units', 'client', 'Default units'),
  settings_emails: r('/user/settings/emails', 'client', 'Emails'),
  settings_privacy: r('/user/settings/privacy', 'client', 'Privacy'),
  user_billing: r('/user/billing', 'client', 'Billing'),
  billing_purchases: r('/user/billing/purchases', 'client', 'Purchases'),
  billing_payment: r('/user/billing/payment', 'client', 'Payment methods'),
  user_billing_payment_methods: r('/user/billing/payment', 'client', 'Payment methods'),
  billing_history: r('/user/billing/history', 'client', 'Billing history'),

  // Public program pages (spec 02 section 2)
  public_plan: r('/p/:plan_id', 'public', 'Program'),
  plan_purchase_form: r('/plan/:plan_id/purchase', 'public', 'Purchase'),
} as const satisfies Record<string, NamedRoute>;

export type RouteName = keyof typeof namedRoutes;

/**
 * What a signed-in coach needs beyond the route's role (spec 01 sections 2.3, 4 and 6). The shell's
 * guard reads it; a route without an entry needs nothing more.
 */
export interface RouteGate {
  /** Financial features (personal account or business owner), otherwise 404. */
  financial?: true;
  /** A custom payment-provider account, otherwise 404. */
  customPayments?: true;
  /** The owner of a business account only, otherwise 404. */
  businessOwner?: true;
  /** The personal (private) account only; elsewhere the account profile opens instead. */
  personal?: true;
  /** Opens while the account is blocked; every other coach page leads to the upgrade page. */
  availableWhileBlocked?: true;
  /** Moving between two such routes (tabs of one page) keeps the scroll position. */
  keepScroll?: true;
}

const financial: RouteGate = { financial: true };
const profilePage: RouteGate = { financial: true, availableWhileBlocked: true };
const whileBlocked: RouteGate = { availableWhileBlocked: true };
const tab: RouteGate = { keepScroll: true };

export const routeGates: Partial<Record<RouteName, RouteGate>> = {
  coach_profile_coupons: financial,
  coach_profile: profilePage,
  coach_profile_info: profilePage,
  coach_profile_payment: financial,
  coach_profile_settings: profilePage,
  coach_profile_coaches: { financial: true, businessOwner: true },
  coach_profile_subscription: profilePage,
  coach_profile_billing: profilePage,
  coach_profile_questions: financial,
  coach_profile_analytics: financial,
  coach_profile_purchase: whileBlocked,
  coach_dashboard: { financial: true, customPayments: true },
  coach_dashboard_transactions: { financial: true, customPayments: true },
  coach_dashboard_payouts: { financial: true, customPayments: true },
  coach_my_profile_info: { personal: true, availableWhileBlocked: true },
  coach_profile_my_accounts: whileBlocked,
  coach_blocked: whileBlocked,
  choose_your_plan: whileBlocked,
  'create-account': whileBlocked,
  'onboarding-business-setup': whileBlocked,
  'onboarding-verify-information': whileBlocked,
  'onboarding-setup-profile': whileBlocked,
  'onboarding-create': whileBlocked,
  'onboarding-setup': whileBlocked,
  'onboarding-success': whileBlocked,
  'onboarding-stripe': whileBlocked,
  'onboarding-stripe-error': whileBlocked,
  feed_overview: { availableWhileBlocked: true, keepScroll: true },
  feed_invites: { availableWhileBlocked: true, keepScroll: true },
  content_warnings: tab,
  client_activity: tab,
  feed_financial: tab,
  chat_mention: tab,
  my_plans_active: tab,
  my_plans_ready: tab,
  my_plans_attention: tab,
  clients_with_programs: tab,
  past_clients: tab,
  trial_clients: tab,
  to_review_clients: tab,
  conversations: tab,
  chat_messages: tab,
  chat_communities: tab,
};

export function routeGate(name: RouteName): RouteGate {
  return routeGates[name] ?? {};
}
