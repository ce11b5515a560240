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

/**
 * A path pattern's matcher, compiled the first time a path is tried against it: parsing all 160-odd
 * patterns when the contracts loaded took 10–15 ms of every page's start on a desktop CPU (four times
 * that on a phone), for the few patterns a page ever tries.
 */
interface PatternMatcher {
  /** The pattern's first segment when it is a plain word (lower case); null when any path may match. */
  firstSegment: string | null;
  test: MatchFunction<Partial<Record<string, string>>>;
}

function patternMatcher(pattern: string): PatternMatcher {
  let compiled: MatchFunction<Partial<Record<string, string>>> | undefined;
  const first = pattern.split('/')[1] ?? '';
  return {
    firstSegment: /^[\w.-]+$/.test(first) ? first.toLowerCase() : null,
    test: (pathname) => (compiled ??= match(pattern, { decode: decodeURIComponent }))(pathname),
  };
}

/**
 * Whether a path can be the pattern's at all: a pattern that starts with a word only matches paths that
 * start with that word (patterns match regardless of case), so the others are never compiled.
 */
const mayMatch = ({ firstSegment }: PatternMatcher, pathFirstSegment: string) =>
  firstSegment === null || firstSegment === pathFirstSegment;

const firstSegmentOf = (pathname: string) => (pathname.split('/')[1] ?? '').toLowerCase();

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
    ...patternMatcher(namedRoutes[name].path),
  }))
  .sort((a, b) => {
    for (let i = 0; i < Math.max(a.specificity.length, b.specificity.length); i++) {
      const diff = (b.specificity[i] ?? 0) - (a.specificity[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return 0;
  });

/** Which named route a pathname is, or null for an unknown path. */
export function matchRoute(pathname: string): RouteMatch | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const first = firstSegmentOf(normalised);
  for (const matcher of matchers) {
    if (!mayMatch(matcher, first)) continue;
    const result = matcher.test(normalised);
    if (!result) continue;
    const params = result.params as Record<string, string>;
    const patterns: Record<string, RegExp> = namedRoutes[matcher.name].paramPatterns ?? {};
    if (Object.entries(patterns).every(([key, pattern]) => pattern.test(params[key] ?? ''))) {
      return { name: matcher.name, params };
    }
  }
  return null;
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

const legacyMatchers = legacyRedirects.map((legacy) => ({ legacy, ...patternMatcher(legacy.path) }));

/** Where an old path leads (see legacyRedirects), or null when the path is no old path. */
export function matchLegacyRedirect(pathname: string): string | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const first = firstSegmentOf(normalised);
  for (const matcher of legacyMatchers) {
    if (!mayMatch(matcher, first)) continue;
    const { legacy, test } = matcher;
    const result = test(normalised);
    if (!result) continue;
    const params = result.params as Record<string, string>;
    const patterns: Record<string, RegExp> = legacy.paramPatterns ?? {};
    if (Object.entries(patterns).every(([key, pattern]) => pattern.test(params[key] ?? ''))) {
      return targetPath(legacy.to, params);
    }
  }
  return null;
}
