import {
  accountAccessOf,
  accountRules,
  homeRoutes,
  matchLegacyRedirect,
  matchRoute,
  namedRoutes,
  NOT_FOUND,
  planFeatures,
  roleAreaRoutes,
  routeGate,
  targetPath,
  type AccountAccess,
  type Destination,
  type Gate,
  type NamedRoute,
  type PlanCondition,
  type RouteName,
  type SessionState,
  type ValueRule,
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

const kindOf = (visitor: Visitor) =>
  visitor.status === 'anonymous' ? 'anonymous' : visitor.role === 'coach' ? 'coach' : 'client';

/** Where a person's "main page" is (spec 01 section 2.1). */
export function homeOf(visitor: Visitor): string {
  return targetPath(homeRoutes[kindOf(visitor)]);
}

/** The URL a destination stands for, for this visitor, leaving a path with these parameters. */
function pathOf(destination: Destination, visitor: Visitor, params: Record<string, string>): string {
  if (destination === 'home') return homeOf(visitor);
  if ('byVisitor' in destination) return pathOf(destination.byVisitor[kindOf(visitor)], visitor, params);
  if ('byAccount' in destination) {
    const personal = visitor.status === 'signed-in' && visitor.access.personal;
    return pathOf(destination.byAccount[personal ? 'personal' : 'business'], visitor, params);
  }
  return targetPath(destination, params);
}

const to = (path: string): NavigationDecision => ({ kind: 'redirect', to: path });
const notFound = () => to(targetPath(NOT_FOUND));

/** The first value rule a parameter or query value breaks, as the destination it leads to. */
function brokenValueRule(
  rules: Readonly<Record<string, ValueRule>> | undefined,
  valueOf: (key: string) => string | undefined,
): Destination | null {
  for (const [key, rule] of Object.entries(rules ?? {})) {
    const value = valueOf(key);
    const redirect = value === undefined ? undefined : rule.redirect?.[value];
    if (redirect) return redirect;
    if (rule.oneOf && !rule.oneOf.includes(value ?? '')) return rule.otherwise ?? NOT_FOUND;
  }
  return null;
}

function planMeets(condition: PlanCondition, state: AccountAccess['state']): boolean {
  return (
    (condition.allOf ?? []).every((flag) => state[flag]) &&
    (condition.anyOf === undefined || condition.anyOf.some((flag) => state[flag])) &&
    !(condition.noneOf ?? []).some((flag) => state[flag])
  );
}

/** Whether a signed-in visitor passes one gate of a route. */
function passes(gate: Gate, visitor: SignedIn): boolean {
  const { access } = visitor;
  switch (gate.kind) {
    case 'account-owner':
      return !access.businessMember;
    case 'business-owner':
      return access.businessOwner;
    case 'personal':
      return access.personal;
    case 'financial':
      return access.financial;
    case 'custom-payments':
      return access.customPayments;
    case 'plan':
      return (
        (!gate.when || planMeets(gate.when, access.state)) &&
        !(gate.unless && planMeets(gate.unless, access.state))
      );
    case 'plan-feature':
      return planMeets(planFeatures[gate.feature], access.state);
    case 'popup-unseen':
      return !access.seenPopups.includes(gate.popup);
    case 'registering':
      return access.registrationIncomplete;
    case 'redirect':
      return false;
  }
}

const gateOtherwise = (gate: Gate): Destination =>
  gate.kind === 'redirect' ? gate.to : (gate.otherwise ?? NOT_FOUND);

/**
 * The account rules of spec 01 section 4 for a coach: registration first, then a blocked account.
 * Public routes stay open to everyone.
 */
function accountRuleBroken(route: NamedRoute, visitor: SignedIn): Destination | null {
  if (visitor.role !== 'coach' || route.access.kind === 'public') return null;
  const { access } = visitor;
  if (access.registrationIncomplete && !route.partOfRegistration) return accountRules.registrationPage;
  if (access.state.blocked && !route.availableWhileBlocked) {
    return access.state.free ? accountRules.blockedFreePage : accountRules.blockedPage;
  }
  return null;
}

/**
 * The one function that decides every navigation: from the path, the query and who is asking, either
 * the route to show or where to go instead. It knows no route by name: each route's rules are data
 * in the contracts (named routes and legacy redirects), evaluated in this order:
 * legacy paths → the route's own redirect → parameter and query rules → audience → account rules
 * (registration, blocked) → the route's gates in order.
 */
export function decideNavigation(pathname: string, search: string, visitor: Visitor): NavigationDecision {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

  const legacy = matchLegacyRedirect(path);
  if (legacy) return to(legacy + search);

  const match = matchRoute(path);
  if (!match) return notFound();
  const route: NamedRoute = namedRoutes[match.name];
  const { params } = match;
  const go = (destination: Destination) => to(pathOf(destination, visitor, params));

  // A section's root opens its first tab with the query it was given; per-visitor redirects start afresh.
  if (route.redirect) {
    const keepsQuery = typeof route.redirect === 'object' && 'route' in route.redirect;
    return to(pathOf(route.redirect, visitor, params) + (keepsQuery ? search : ''));
  }

  const query = new URLSearchParams(search);
  const broken =
    brokenValueRule(route.params, (key) => params[key]) ??
    brokenValueRule(route.query, (key) => query.get(key) ?? undefined);
  if (broken) return go(broken);

  const allow: NavigationDecision = { kind: 'allow', route: match.name, params };
  const audience = route.access;
  if (visitor.status === 'anonymous') {
    if (audience.kind === 'public' || audience.kind === 'anonymous-only') return allow;
    return { kind: 'redirect', to: targetPath(accountRules.signInPage), rememberReturnPath: path + search };
  }
  if (audience.kind === 'anonymous-only') return go(audience.otherwise ?? 'home');
  if (audience.kind === 'client' || audience.kind === 'coach') {
    const wanted = audience.kind === 'client' ? 'user' : 'coach';
    const own = visitor.role === 'coach' ? 'coach' : 'client';
    if (visitor.role !== wanted) return go(audience.otherwise ?? roleAreaRoutes[own]);
  }

  const byAccount = accountRuleBroken(route, visitor);
  if (byAccount) return go(byAccount);
  const failed = (route.gates ?? []).find((gate) => !passes(gate, visitor));
  return failed ? go(gateOtherwise(failed)) : allow;
}

/** Whether moving from one path to another keeps the scroll position (tabs of one page). */
export function keepsScroll(fromPath: string | null, toPath: string): boolean {
  if (!fromPath) return false;
  const from = matchRoute(fromPath);
  const next = matchRoute(toPath);
  return Boolean(from && next && routeGate(from.name).keepScroll && routeGate(next.name).keepScroll);
}
