import {
  accountAccessOf,
  matchRoute,
  namedRoutes,
  routeGate,
  routePath,
  type AccountAccess,
  type RouteName,
  type SessionState,
} from '@coachforge/contracts';

export type NavigationDecision =
  | { kind: 'allow'; route: RouteName; params: Record<string, string> }
  | { kind: 'redirect'; to: string; rememberReturnPath?: string };

/** Who is asking, as far as the rules care. */
export type Visitor =
  { status: 'anonymous' } | { status: 'signed-in'; role: 'user' | 'coach'; access: AccountAccess };

type SignedIn = Extract<Visitor, { status: 'signed-in' }>;

export function visitorOf(state: SessionState): Visitor {
  return state.status === 'signed-in'
    ? { status: 'signed-in', role: state.me.current.role, access: accountAccessOf(state.me) }
    : { status: 'anonymous' };
}

const SIGN_UP_ROLES = ['coaching', 'standalone', 'team', 'invited', 'client'];
const VERIFY_ROLES = ['standalone', 'team', 'brand', 'gym'];
const STRIPE_SOURCES: Partial<Record<RouteName, string[]>> = {
  'onboarding-stripe': ['signup', 'settings', 'my_plans'],
  'onboarding-stripe-error': ['signup', 'settings'],
};
const LEADERBOARDS: RouteName[] = [
  'daily_leaderboards',
  'daily_leaderboard',
  'daily_leaderboard_comments',
  'challenge_leaderboards',
  'challenge_leaderboard',
  'challenge_leaderboard_comments',
];

/** Where a signed-in person's "main page" is (spec 01 section 2.1). */
export function homeOf(visitor: Visitor): string {
  if (visitor.status === 'anonymous') return routePath('onboarding-coaching-signup', { role: 'coaching' });
  return visitor.role === 'coach' ? routePath('my_plans_active') : routePath('user_my_plans');
}

/** Legacy paths and section roots that always lead elsewhere, whoever asks. */
const fixedRedirects: Record<string, RouteName> = {
  '/sign_in': 'onboarding-signin',
  '/forgot_password': 'onboarding-forgot-password',
  '/reset_password': 'onboarding-reset-password',
  '/coach': 'coach_profile_info',
  '/coach/profile': 'coach_profile_info',
  '/coach/purchase': 'coach_profile_subscription',
  '/coach/programs': 'my_plans_active',
  '/coach/programs/create': 'create_plan_main_info',
  '/coach/clients': 'clients_with_programs',
  '/coach/clients/pending': 'clients_with_programs',
  '/coach/templates': 'workout_library_days',
  '/coach/customisation': 'customisation-web-theme',
  '/coach/dashboard': 'coach_dashboard_transactions',
  '/coach/media': 'media_library',
  '/user': 'user_profile_info',
  '/user/my_programs': 'user_my_plans',
  '/user/settings': 'settings_default_units',
  '/user/billing': 'billing_purchases',
};

/** Path patterns that lead to a named route with the same parameters. */
const patternRedirects: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^\/sign_up\/([^/]+)$/, (m) => routePath('onboarding-coaching-signup', { role: m[1]! })],
  [/^\/plan\/([^/]+)$/, (m) => routePath('public_plan', { plan_id: m[1]! })],
  [/^\/coach\/media\/([^/]+)$/, (m) => routePath('owner_media_library', { owner: m[1]! })],
  [/^\/coach\/public\/([^/]+)(\/overview)?$/, (m) => routePath('public-page-view', { user_id: m[1]! })],
  [/^\/coach\/public\/([^/]+)\/plans$/, (m) => routePath('public-page-plans', { user_id: m[1]! })],
  [/^\/coach\/clients\/(\d+)$/, (m) => routePath('show_client_programs', { athlete_id: m[1]! })],
];

const to = (path: string): NavigationDecision => ({ kind: 'redirect', to: path });
const notFound = () => to(routePath('not_found'));

function signInRedirect(pathWithQuery: string): NavigationDecision {
  return { kind: 'redirect', to: routePath('onboarding-signin'), rememberReturnPath: pathWithQuery };
}

/** Redirects that depend on the path alone (spec 01 sections 2.1 to 2.3). */
function redirectByPath(path: string, search: string, visitor: Visitor): NavigationDecision | null {
  if (path === '/') return to(homeOf(visitor));
  if (path === '/profile') {
    if (visitor.status === 'anonymous') return to(routePath('onboarding-signin'));
    return to(visitor.role === 'coach' ? '/coach' : '/user');
  }
  const fixed = fixedRedirects[path];
  if (fixed) return to(routePath(fixed) + search);
  if (path === '/user_type' || path === '/onboarding/role' || path === '/sign_up') {
    return to(routePath('onboarding-coaching-signup', { role: 'coaching' }));
  }
  for (const [pattern, target] of patternRedirects) {
    const match = pattern.exec(path);
    if (match) return to(target(match));
  }
  return null;
}

/** Rules of one route that hold whoever asks (parameter values, query values). */
function redirectByParams(
  route: RouteName,
  params: Record<string, string>,
  search: string,
): NavigationDecision | null {
  if (route === 'onboarding-coaching-signup' && !SIGN_UP_ROLES.includes(params.role ?? '')) {
    return to(routePath('onboarding-coaching-signup', { role: 'coaching' }));
  }
  if (route === 'onboarding-verify-information' && !VERIFY_ROLES.includes(params.role ?? '')) {
    return notFound();
  }
  if ((route === 'onboarding-create' || route === 'onboarding-setup') && params.type !== 'team') {
    return to(
      route === 'onboarding-create'
        ? routePath('create-account')
        : routePath('onboarding-coaching-signup', { role: 'coaching' }),
    );
  }
  if (route === 'create-account' && (params.type === 'brand' || params.type === 'gym')) {
    return to(routePath('onboarding-business-setup', { type: params.type }));
  }
  const sources = STRIPE_SOURCES[route];
  if (sources && !sources.includes(new URLSearchParams(search).get('source') ?? '')) return notFound();
  return null;
}

/** Rules for a signed-in person on a route their role may open (spec 01 sections 2.2 to 2.5, 4, 6). */
/**
 * A coach who stopped before the last registration step finishes it on the profile set-up and questions
 * page; the other pages of registration (business set-up, the welcome page, payments set-up) stay open.
 */
const REGISTRATION_PAGE = routePath('onboarding-verify-information', { role: 'standalone' });
const REGISTRATION_ROUTES: RouteName[] = [
  'onboarding-verify-information',
  'onboarding-success',
  'onboarding-create',
  'onboarding-setup',
  'onboarding-business-setup',
  'onboarding-stripe',
  'onboarding-stripe-error',
  'create-account',
];

function redirectForSignedIn(route: RouteName, visitor: SignedIn): NavigationDecision | null {
  const { access } = visitor;
  const { state } = access;
  const coach = visitor.role === 'coach';
  const gate = routeGate(route);

  switch (route) {
    case 'onboarding-accept-invitation':
      return to(routePath('feed_invites'));
    case 'onboarding-athlete-invitation':
      return to(homeOf(visitor));
    case 'onboarding-success':
      return access.welcomeViewed ? to(homeOf(visitor)) : null;
    case 'onboarding-setup-profile':
      if (access.registrationIncomplete) return to(REGISTRATION_PAGE);
      return to(access.personal ? routePath('coach_profile_my_accounts') : homeOf(visitor));
    case 'own-public-page-edit':
      if (!coach) return to(homeOf(visitor));
      if (access.businessMember) return to(routePath('own-public-page'));
      return null;
    case 'feed_financial':
      return access.businessMember ? to(routePath('feed_overview')) : null;
    default:
  }
  if (!coach) {
    if (LEADERBOARDS.includes(route)) return to(routePath('calendar'));
    return null;
  }

  if (
    access.registrationIncomplete &&
    namedRoutes[route].access !== 'public' &&
    !REGISTRATION_ROUTES.includes(route)
  ) {
    return to(REGISTRATION_PAGE);
  }
  if (state.blocked && namedRoutes[route].access !== 'public' && !gate.availableWhileBlocked) {
    // An empty or lapsed account can only pay; a free account has no upgrade page (404 there).
    return to(routePath(state.free ? 'choose_your_plan' : 'coach_blocked'));
  }
  if (gate.financial && !access.financial) return notFound();
  if (gate.customPayments && !access.customPayments) return notFound();
  if (gate.businessOwner && !access.businessOwner) return notFound();
  if (gate.personal && !access.personal) return to(routePath('coach_profile_info'));

  switch (route) {
    case 'coach_blocked':
      return state.free ? notFound() : null;
    case 'coach_profile_payment':
      return state.empty ? to(routePath('coach_profile_info')) : null;
    case 'coach_profile_subscription':
      return state.free || state.professional || state.trialActive || state.trialExpired
        ? null
        : to(routePath('choose_your_plan'));
    case 'choose_your_plan':
      return !access.financial || (state.professional && !state.cancelled)
        ? to(routePath('coach_profile_subscription'))
        : null;
    default:
      return null;
  }
}

/**
 * The one function that decides every navigation: from the path, the query and who is asking, either
 * the route to show or where to go instead.
 */
export function decideNavigation(pathname: string, search: string, visitor: Visitor): NavigationDecision {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

  const byPath = redirectByPath(path, search, visitor);
  if (byPath) return byPath;

  const match = matchRoute(path);
  if (!match) return notFound();
  const route = match.name;

  const byParams = redirectByParams(route, match.params, search);
  if (byParams) return byParams;

  const allow: NavigationDecision = { kind: 'allow', route, params: match.params };
  const { access } = namedRoutes[route];
  if (access === 'public') {
    return visitor.status === 'signed-in' ? (redirectForSignedIn(route, visitor) ?? allow) : allow;
  }
  if (access === 'anonymous') return visitor.status === 'anonymous' ? allow : to(homeOf(visitor));
  if (visitor.status === 'anonymous') return signInRedirect(path + search);

  if (access === 'client' || access === 'coach') {
    const wanted = access === 'client' ? 'user' : 'coach';
    if (visitor.role !== wanted) {
      // A client opening a coach's program page sees its public page instead (spec 01 section 6).
      if (visitor.role === 'user' && route.startsWith('coach_program') && match.params.plan_id) {
        return to(routePath('public_plan', { plan_id: match.params.plan_id }));
      }
      return to(visitor.role === 'coach' ? '/coach' : '/user');
    }
  }
  return redirectForSignedIn(route, visitor) ?? allow;
}

/** Whether moving from one path to another keeps the scroll position (tabs of one page). */
export function keepsScroll(fromPath: string | null, toPath: string): boolean {
  if (!fromPath) return false;
  const from = matchRoute(fromPath);
  const next = matchRoute(toPath);
  return Boolean(from && next && routeGate(from.name).keepScroll && routeGate(next.name).keepScroll);
}
