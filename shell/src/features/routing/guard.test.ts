/** @jest-environment node */
import { accountAccessOf, DEFAULT_THEME, type Me, type Subscription } from '@coachforge/contracts';
import { decideNavigation, keepsScroll, type NavigationDecision, type Visitor } from './guard';
import { trialSubscription } from '../../testing/subscriptions';

const trialing = trialSubscription();
const professional: Subscription = {
  ...trialing,
  trial: false,
  state: 'active',
  plan: { id: 3, product_kind: 'professional_band_25', max_clients: 25 },
};
const freePlan: Subscription = {
  ...trialing,
  trial: false,
  trial_end_date: '2020-01-01',
  state: 'active',
  free_plan: true,
  plan: { id: 1, product_kind: 'free', max_clients: 5 },
};
const expiredTrial: Subscription = { ...trialing, active: false, trial: false, trial_end_date: '2020-01-01' };
const empty: Subscription = { ...trialing, active: false, trial: false, trial_end_date: null, state: null };

interface Who {
  role?: 'user' | 'coach';
  /** The current account, when it is not the personal one. */
  business?: 'owner' | 'coach';
  subscription?: Subscription | null;
  registrationStep?: string | null;
  customPayments?: boolean;
  popups?: string[];
}

/** A signed-in visitor as visitorOf builds it from GET users/me. */
function signedIn({ role = 'coach', business, subscription = trialing, ...rest }: Who = {}): Visitor {
  const privateId = 10;
  const me = {
    current: {
      id: business ? 20 : privateId,
      role,
      account_kind: business ? 'team' : 'private',
      account_role: business ?? 'owner',
      is_account_owner: business ? business === 'owner' : true,
      registration_step: rest.registrationStep ?? null,
      popup_storage: rest.popups ?? [],
      stripe_account_type: rest.customPayments ? 'custom' : null,
      stripe_connect_charges_enabled: false,
      subscription: role === 'coach' ? subscription : null,
    },
    private: { id: privateId },
    theme: DEFAULT_THEME,
  } as unknown as Me;
  return { status: 'signed-in', role, access: accountAccessOf(me) };
}

const anonymous: Visitor = { status: 'anonymous' };
const client = signedIn({ role: 'user' });
const coach = signedIn();
const owner = signedIn({ business: 'owner' });
const member = signedIn({ business: 'coach' });
const blocked = signedIn({ subscription: expiredTrial });
const emptyCoach = signedIn({ subscription: empty });
const free = signedIn({ subscription: freePlan });
const pro = signedIn({ subscription: professional });
const proWithCustom = signedIn({ subscription: professional, customPayments: true });
const registering = signedIn({ registrationStep: 'profile' });
const blockedMember = signedIn({ business: 'coach', subscription: expiredTrial });

const allow = (route: string) => ({ kind: 'allow', route });
const to = (path: string) => ({ kind: 'redirect', to: path });
const toSignIn = (remembered: string) => ({
  kind: 'redirect',
  to: '/onboarding/sign_in',
  rememberReturnPath: remembered,
});

/** Spec 01 section 2.1 and the access rules of the named routes, row by row. */
const table: [string, string, Visitor, object][] = [
  ['root, anonymous', '/', anonymous, to('/onboarding/sign_up/coaching')],
  ['root, client', '/', client, to('/user/my_programs/active')],
  ['root, coach', '/', coach, to('/coach/programs/active')],
  ['/profile, anonymous', '/profile', anonymous, to('/onboarding/sign_in')],
  ['/profile, client', '/profile', client, to('/user')],
  ['/profile, coach', '/profile', coach, to('/coach')],
  ['/user, client', '/user', client, to('/user/profile')],
  ['/coach, coach', '/coach', coach, to('/coach/profile/info')],
  ['client page, coach', '/user/billing/history', coach, to('/coach')],
  ['coach page, client', '/coach/programs/active', client, to('/user')],
  ['coach page, anonymous', '/coach/programs/active', anonymous, toSignIn('/coach/programs/active')],
  [
    'client page with query, anonymous',
    '/user/calendar?year=2026',
    anonymous,
    toSignIn('/user/calendar?year=2026'),
  ],
  ['chat, anonymous', '/chat/all', anonymous, toSignIn('/chat/all')],
  ['chat, client', '/chat/all', client, allow('conversations')],
  ['sign-in, anonymous', '/onboarding/sign_in', anonymous, allow('onboarding-signin')],
  ['sign-in, coach', '/onboarding/sign_in', coach, to('/coach/programs/active')],
  ['sign-up, client', '/onboarding/sign_up/client', client, to('/user/my_programs/active')],
  [
    'sign-up with an unknown role',
    '/onboarding/sign_up/wizard',
    anonymous,
    to('/onboarding/sign_up/coaching'),
  ],
  ['legacy /sign_in', '/sign_in', anonymous, to('/onboarding/sign_in')],
  ['legacy /sign_up/client', '/sign_up/client', anonymous, to('/onboarding/sign_up/client')],
  ['legacy /user_type', '/user_type', anonymous, to('/onboarding/sign_up/coaching')],
  ['onboarding role', '/onboarding/role', anonymous, to('/onboarding/sign_up/coaching')],
  ['legacy /plan/:id', '/plan/12', anonymous, to('/p/12')],
  ['public program, anonymous', '/p/12', anonymous, allow('public_plan')],
  ['public program, coach', '/p/12', coach, allow('public_plan')],
  ['short link, anonymous', '/c/janedoe', anonymous, allow('public-page-short-link')],
  ['legal page, anonymous', '/pages/terms_of_use', anonymous, allow('terms_of_use')],
  ['pending clients', '/coach/clients/pending', coach, to('/coach/clients/active')],
  ['/coach/clients/7 opens the client programs', '/coach/clients/7', coach, to('/coach/clients/7/programs')],
  ['legacy media path', '/coach/media/5', coach, to('/coach/resources/5')],
  ['legacy public page', '/coach/public/9/plans', coach, to('/public-page/9/plans')],
  ['legacy public page overview', '/coach/public/9/overview', anonymous, to('/public-page/9')],

  // Roles (spec 01 sections 2.1, 2.5, 6)
  ['coach program page, client', '/coach/programs/42', client, to('/p/42')],
  ['leaderboards, client', '/leaderboards/daily', client, to('/user/calendar')],
  ['leaderboards, coach', '/leaderboards/daily', coach, allow('daily_leaderboards')],
  [
    'a leaderboard comment, coach',
    '/leaderboards/challenges/4/comments/7/9',
    coach,
    allow('challenges-leaderboard-comments'),
  ],
  ['a leaderboard comment, client', '/leaderboards/daily/4/comments/7', client, to('/user/calendar')],
  ['legacy coach release notes', '/coach/release-notes', coach, to('/release-notes')],
  [
    'a section root keeps its query',
    '/coach/programs?type=fixed',
    coach,
    to('/coach/programs/active?type=fixed'),
  ],
  ['accept invitation, signed in', '/onboarding/accept-invitation/abc', coach, to('/feed/invites')],
  [
    'accept invitation, anonymous',
    '/onboarding/accept-invitation/abc',
    anonymous,
    allow('onboarding-accept-invitation'),
  ],
  [
    'athlete invitation, client (joins as the account they are in)',
    '/onboarding/athlete-invitation/abc',
    client,
    allow('onboarding-athlete-invitation'),
  ],
  ['create a non-team account', '/onboarding/create/brand', coach, to('/create-account')],
  ['set up a non-team account', '/onboarding/setup/gym', coach, to('/onboarding/sign_up/coaching')],
  ['create a team account', '/onboarding/create/team', coach, allow('onboarding-create')],
  ['create-account as a brand', '/create-account/brand', coach, to('/onboarding/business-setup/brand')],
  ['verify information, unknown role', '/onboarding/verify-information/wizard', coach, to('/404')],
  [
    'verify information while blocked',
    '/onboarding/verify-information/team',
    blocked,
    allow('onboarding-verify-information'),
  ],
  [
    'payments set-up, known source',
    '/onboarding/stripe-onboarding?source=my_plans',
    coach,
    allow('onboarding-stripe'),
  ],
  [
    'payments set-up error, unknown source',
    '/onboarding/stripe-onboarding/error?source=my_plans',
    coach,
    to('/404'),
  ],
  [
    'welcome page already viewed',
    '/onboarding/success',
    signedIn({ popups: ['sign_up_welcome'] }),
    to('/coach/programs/active'),
  ],
  ['welcome page not viewed', '/onboarding/success', coach, allow('onboarding-success')],

  // Business accounts (spec 01 sections 2.3 to 2.5, 6)
  ['public page edit, coach', '/public-page/edit', coach, allow('own-public-page-edit')],
  ['public page edit, business owner', '/public-page/edit', owner, allow('own-public-page-edit')],
  ['public page edit, non-owner', '/public-page/edit', member, to('/public-page')],
  ['public page edit, client', '/public-page/edit', client, to('/user/my_programs/active')],
  ['financial feed, non-owner', '/feed/financial', member, to('/feed/overview')],
  ['financial feed, business owner', '/feed/financial', owner, allow('feed_financial')],
  ['coupons, coach', '/coach/coupons', coach, allow('coach_profile_coupons')],
  ['coupons, business owner', '/coach/coupons', owner, allow('coach_profile_coupons')],
  ['coupons, non-owner', '/coach/coupons', member, to('/404')],
  ['account profile, non-owner', '/coach/profile/info', member, to('/404')],
  ['brand invites, business owner', '/coach/profile/coaches', owner, allow('coach_profile_coaches')],
  ['brand invites, personal account', '/coach/profile/coaches', coach, to('/404')],
  ['brand invites, non-owner', '/coach/profile/coaches', member, to('/404')],
  ['dashboard without a custom payments account', '/coach/dashboard/transactions', pro, to('/404')],
  [
    'dashboard with a custom payments account',
    '/coach/dashboard/payouts',
    proWithCustom,
    allow('coach_dashboard_payouts'),
  ],
  [
    'dashboard, non-owner with custom payments',
    '/coach/dashboard/payouts',
    signedIn({ business: 'coach', customPayments: true }),
    to('/404'),
  ],
  ['customisation, trial', '/coach/customisation/web/theme', owner, allow('customisation-web-theme')],
  ['customisation, free plan', '/coach/customisation/app/icon', free, to('/coach/choose_your_plan')],
  ['zapier, trial', '/coach/zapier-integration', coach, allow('zapier-integration')],
  ['zapier, free plan', '/coach/zapier-integration', free, to('/coach/choose_your_plan')],
  ['zapier, professional', '/coach/zapier-integration', pro, allow('zapier-integration')],
  ['customisation root', '/coach/customisation', pro, to('/coach/customisation/web/theme')],
  ['my profile, personal account', '/coach/my_profile/info', coach, allow('coach_my_profile_info')],
  ['my profile, business account', '/coach/my_profile/info', owner, to('/coach/profile/info')],

  // Account states (spec 01 section 4)
  ['programs, trial', '/coach/programs/active', coach, allow('my_plans_active')],
  ['programs, blocked', '/coach/programs/active', blocked, to('/coach/upgrade-your-account')],
  ['programs, empty account', '/coach/programs/active', emptyCoach, to('/coach/upgrade-your-account')],
  ['chat, blocked', '/chat/all', blocked, to('/coach/upgrade-your-account')],
  ['release notes, blocked', '/release-notes', blocked, to('/coach/upgrade-your-account')],
  ['feed invites, blocked', '/feed/invites', blocked, allow('feed_invites')],
  ['billing, blocked', '/coach/profile/billing', blocked, allow('coach_profile_billing')],
  ['my accounts, blocked', '/coach/my_accounts', blocked, allow('coach_profile_my_accounts')],
  ['public program, blocked', '/p/12', blocked, allow('public_plan')],
  ['programs, blocked non-owner', '/coach/programs/active', blockedMember, to('/coach/upgrade-your-account')],
  ['upgrade page, blocked', '/coach/upgrade-your-account', blocked, allow('coach_blocked')],
  ['upgrade page, free', '/coach/upgrade-your-account', free, to('/404')],
  ['programs, free', '/coach/programs/active', free, allow('my_plans_active')],
  ['payouts, empty account', '/coach/profile/payouts', emptyCoach, to('/coach/upgrade-your-account')],
  ['subscription, free', '/coach/profile/subscription', free, allow('coach_profile_subscription')],
  ['subscription, trial', '/coach/profile/subscription', coach, allow('coach_profile_subscription')],
  [
    'subscription, expired trial',
    '/coach/profile/subscription',
    blocked,
    allow('coach_profile_subscription'),
  ],
  ['subscription, professional', '/coach/profile/subscription', pro, allow('coach_profile_subscription')],
  ['subscription, empty account', '/coach/profile/subscription', emptyCoach, to('/coach/choose_your_plan')],
  ['choose your plan, professional', '/coach/choose_your_plan', pro, to('/coach/profile/subscription')],
  ['choose your plan, trial', '/coach/choose_your_plan', coach, allow('choose_your_plan')],
  ['choose your plan, non-owner', '/coach/choose_your_plan', member, to('/coach/profile/subscription')],
  ['choose your plan, empty account', '/coach/choose_your_plan', emptyCoach, allow('choose_your_plan')],

  // Registration (spec 01 section 4)
  ['programs during registration', '/coach/programs/active', registering, to('/onboarding/setup-profile')],
  [
    'profile set-up and questions during registration',
    '/onboarding/verify-information/standalone',
    registering,
    allow('onboarding-verify-information'),
  ],
  ['team set-up during registration', '/onboarding/create/team', registering, allow('onboarding-create')],
  [
    'a team coach picks registration up again on the profile set-up',
    '/onboarding/setup-profile',
    registering,
    allow('onboarding-setup-profile'),
  ],
  [
    'a team coach finishes the profile set-up and questions as a team',
    '/onboarding/verify-information/team',
    registering,
    allow('onboarding-verify-information'),
  ],
  ['chat during registration', '/chat/all', registering, to('/onboarding/setup-profile')],
  ['public program during registration', '/p/3', registering, allow('public_plan')],
  ['profile setup once registered, personal', '/onboarding/setup-profile', coach, to('/coach/my_accounts')],
  [
    'profile setup once registered, business',
    '/onboarding/setup-profile',
    owner,
    to('/coach/programs/active'),
  ],
  [
    'registration in a business account is not forced',
    '/coach/programs/active',
    signedIn({ business: 'owner', registrationStep: 'profile' }),
    allow('my_plans_active'),
  ],
  [
    'finished registration is not forced',
    '/coach/programs/active',
    signedIn({ registrationStep: 'questions' }),
    allow('my_plans_active'),
  ],
  ['unknown path', '/definitely/not/here', coach, to('/404')],
  ['404 page itself', '/404', anonymous, allow('not_found')],
];

test.each(table)('%s: %s', (_case, path, visitor, expected) => {
  const [pathname, query] = path.split('?');
  const decision: NavigationDecision = decideNavigation(pathname!, query ? `?${query}` : '', visitor);
  expect(decision).toMatchObject(expected);
});

test.each([
  [
    'two tabs of the program list keep the scroll',
    '/coach/programs/active',
    '/coach/programs/attention',
    true,
  ],
  ['two tabs of the feed keep the scroll', '/feed/overview', '/feed/invites', true],
  ['another page scrolls to the top', '/coach/programs/active', '/coach/exercises/library', false],
  ['the first page scrolls to the top', null, '/feed/overview', false],
])('%s', (_case, from, next, kept) => {
  expect(keepsScroll(from, next)).toBe(kept);
});
