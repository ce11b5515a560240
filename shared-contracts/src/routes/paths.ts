import { compile, match, type MatchFunction, type PathFunction } from 'path-to-regexp';
import { legacyRedirects } from './legacy-redirects';
import { namedRoutes, type RouteName } from './named-routes';
import type { RouteTarget } from './route-rules';

export type RouteParams = Record<string, string | number>;
export type RouteQuery = Record<string, string | number | boolean | undefined>;

/** The URL of a named route, e.g. routePath('public_plan', { plan_id: 12 }) → '/p/12'. */
export function routePath(name: RouteName, params: RouteParams = {}, query: RouteQuery = {}): string {
  const stringParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const path = pathBuilder(name)(stringParams);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

const pathBuilders = new Map<RouteName, PathFunction<Record<string, string>>>();
/** Each route's pattern is parsed once, the first time a URL of it is written. */
function pathBuilder(name: RouteName): PathFunction<Record<string, string>> {
  let build = pathBuilders.get(name);
  if (!build) pathBuilders.set(name, (build = compile(namedRoutes[name].path)));
  return build;
}

/** A path pattern, compiled the first time a path is tried against it (`patternMatcher`). */
interface PatternMatcher {
  /** The pattern's first segment when it is a plain word (lower case); null when any path may match. */
  firstSegment: string | null;
  test: MatchFunction<Partial<Record<string, string>>>;
  /** What each parameter's value must look like, beyond the pattern. */
  paramPatterns: Record<string, RegExp>;
}

/**
 * Compiled on first use: parsing all 160-odd patterns when the contracts loaded took 10–15 ms of every
 * page's start on a desktop CPU (four times that on a phone), for the few patterns a page ever tries.
 */
function patternMatcher(pattern: string, paramPatterns: Record<string, RegExp> = {}): PatternMatcher {
  let compiled: MatchFunction<Partial<Record<string, string>>> | undefined;
  const first = pattern.split('/')[1] ?? '';
  return {
    firstSegment: /^[\w.-]+$/.test(first) ? first.toLowerCase() : null,
    test: (pathname) => (compiled ??= match(pattern, { decode: decodeURIComponent }))(pathname),
    paramPatterns,
  };
}

/**
 * The first of `candidates` (in their order) whose pattern matches the pathname, with its parameters. A
 * pattern that starts with a word only matches paths that start with that word (patterns match regardless
 * of case), so the others are never tried, nor compiled.
 */
function firstMatch<M extends PatternMatcher>(
  candidates: M[],
  pathname: string,
): { matched: M; params: Record<string, string> } | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const first = (normalised.split('/')[1] ?? '').toLowerCase();
  for (const candidate of candidates) {
    if (candidate.firstSegment !== null && candidate.firstSegment !== first) continue;
    const result = candidate.test(normalised);
    if (!result) continue;
    const params = result.params as Record<string, string>;
    const patterns = Object.entries(candidate.paramPatterns);
    if (patterns.every(([key, pattern]) => pattern.test(params[key] ?? '')))
      return { matched: candidate, params };
  }
  return null;
}

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

/**
 * Literal segments win over parameters: '/coach/programs/create' is create_plan, not coach_program
 * with plan_id 'create'. Routes are tried most specific first.
 */
const matchers = (Object.keys(namedRoutes) as RouteName[])
  .map((name) => ({
    name,
    specificity: namedRoutes[name].path.split('/').map((segment) => (segment.startsWith(':') ? 1 : 2)),
    ...patternMatcher(namedRoutes[name].path, namedRoutes[name].paramPatterns),
  }))
  .sort((a, b) => {
    for (let i = 0; i < Math.max(a.specificity.length, b.specificity.length); i++) {
      const diff = (b.specificity[i] ?? 0) - (a.specificity[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return 0;
  });

/**
 * The last path asked about and its route: single-spa asks every application whether it is active on
 * each registration and each route change, and most of them ask matchRoute about the same path (about 10
 * ms of the shell's start on a desktop CPU, four times that on a phone).
 */
let lastMatch: { pathname: string; route: RouteMatch | null } | undefined;

/** Which named route a pathname is, or null for an unknown path. */
export function matchRoute(pathname: string): RouteMatch | null {
  if (lastMatch?.pathname !== pathname) {
    const found = firstMatch(matchers, pathname);
    lastMatch = { pathname, route: found && { name: found.matched.name, params: found.params } };
  }
  const { route } = lastMatch;
  // A copy: what a caller does with its answer never changes the next caller's.
  return route && { name: route.name, params: { ...route.params } };
}

/**
 * Whether a pathname is a page only signed-out visitors stay on (sign-in, sign-up): whoever still has a
 * session is moved on from it, so whoever stays there has none, and its page has no header.
 */
export function isAnonymousOnlyPath(pathname: string): boolean {
  const route = matchRoute(pathname)?.name;
  return route !== undefined && namedRoutes[route].access.kind === 'anonymous-only';
}

/**
 * The URL of a route target, taking `:name` parameter values from the path being left, e.g.
 * targetPath({ route: 'public_plan', params: { plan_id: ':plan_id' } }, { plan_id: '12' }) → '/p/12'.
 */
export function targetPath(target: RouteTarget, from: Record<string, string> = {}): string {
  const params = Object.fromEntries(
    Object.entries(target.params ?? {}).map(([key, value]) => [
      key,
      value.startsWith(':') ? (from[value.slice(1)] ?? '') : value,
    ]),
  );
  return routePath(target.route as RouteName, params);
}

const legacyMatchers = legacyRedirects.map((legacy) => ({
  legacy,
  ...patternMatcher(legacy.path, legacy.paramPatterns),
}));

/** Where an old path leads (see legacyRedirects), or null when the path is no old path. */
export function matchLegacyRedirect(pathname: string): string | null {
  const found = firstMatch(legacyMatchers, pathname);
  return found && targetPath(found.matched.legacy.to, found.params);
}
