import { matchRoute, namedRoutes, routePath, type RouteName, type SessionState } from '@coachforge/contracts';

export type NavigationDecision =
  | { kind: 'allow'; route: RouteName; params: Record<string, string> }
  | { kind: 'redirect'; to: string; rememberReturnPath?: string };

/** Who is asking, as far as the rules care. */
export type Visitor = { status: 'anonymous' } | { status: 'signed-in'; role: 'user' | 'coach' };

export function visitorOf(state: SessionState): Visitor {
  return state.status === 'signed-in'
    ? { status: 'signed-in', role: state.me.current.role }
    : { status: 'anonymous' };
}

const SIGN_UP_ROLES = ['coaching', 'standalone', 'team', 'invited', 'client'];

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

function signInRedirect(pathWithQuery: string): NavigationDecision {
  return { kind: 'redirect', to: routePath('onboarding-signin'), rememberReturnPath: pathWithQuery };
}

/**
 * The one function that decides every navigation: from the path, the query and who is asking, either
 * the route to show or where to go instead.
 */
export function decideNavigation(pathname: string, search: string, visitor: Visitor): NavigationDecision {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

  if (path === '/') return { kind: 'redirect', to: homeOf(visitor) };
  if (path === '/profile') {
    if (visitor.status === 'anonymous') return { kind: 'redirect', to: routePath('onboarding-signin') };
    return { kind: 'redirect', to: visitor.role === 'coach' ? '/coach' : '/user' };
  }
  const fixed = fixedRedirects[path];
  if (fixed) return { kind: 'redirect', to: routePath(fixed) + search };
  if (path === '/user_type' || path === '/onboarding/role' || path === '/sign_up') {
    return { kind: 'redirect', to: routePath('onboarding-coaching-signup', { role: 'coaching' }) };
  }
  const legacySignUp = /^\/sign_up\/([^/]+)$/.exec(path);
  if (legacySignUp?.[1]) {
    return { kind: 'redirect', to: routePath('onboarding-coaching-signup', { role: legacySignUp[1] }) };
  }
  const legacyPlan = /^\/plan\/([^/]+)$/.exec(path);
  if (legacyPlan?.[1]) return { kind: 'redirect', to: routePath('public_plan', { plan_id: legacyPlan[1] }) };

  const match = matchRoute(path);
  if (!match) return { kind: 'redirect', to: routePath('not_found') };

  if (match.name === 'onboarding-coaching-signup' && !SIGN_UP_ROLES.includes(match.params.role ?? '')) {
    return { kind: 'redirect', to: routePath('onboarding-coaching-signup', { role: 'coaching' }) };
  }

  const allow: NavigationDecision = { kind: 'allow', route: match.name, params: match.params };
  const { access } = namedRoutes[match.name];
  switch (access) {
    case 'public':
      return allow;
    case 'anonymous':
      return visitor.status === 'anonymous' ? allow : { kind: 'redirect', to: homeOf(visitor) };
    case 'authenticated':
      return visitor.status === 'anonymous' ? signInRedirect(path + search) : allow;
    case 'client':
    case 'coach': {
      if (visitor.status === 'anonymous') return signInRedirect(path + search);
      const wanted = access === 'client' ? 'user' : 'coach';
      if (visitor.role === wanted) return allow;
      return { kind: 'redirect', to: visitor.role === 'coach' ? '/coach' : '/user' };
    }
  }
}
