import type { AccountState } from '../accounts/account-state';

/**
 * The vocabulary in which every named route says who may open it and where everyone else goes
 * (spec 01 sections 2, 4 and 6). Routes are plain data: the shell's guard evaluates them without
 * knowing any route by name, and the header reads the same data to disable its links.
 */

/** The remote (or the shell) that shows a route's page; deploy/remotes.json mounts it on its prefixes. */
export type RouteOwner =
  'shell' | 'onboarding' | 'programs' | 'purchase' | 'feed_chat' | 'media_library' | 'coach_admin';

/**
 * A named route to go to. A parameter value written `:name` takes that parameter from the path
 * being left (e.g. `{ route: 'public_plan', params: { plan_id: ':plan_id' } }`).
 */
export interface RouteTarget {
  /** A route name of the table (checked by the contracts' tests). */
  route: string;
  params?: Readonly<Record<string, string>>;
}

type Place = RouteTarget | 'home';

/**
 * Where a visitor goes: a route, their main page ('home'), a place per kind of visitor, or a place per
 * account in use (the personal account or a business account).
 */
export type Destination =
  | Place
  | { byVisitor: { anonymous: Place; client: Place; coach: Place } }
  | { byAccount: { personal: Place; business: Place } };

/** The 404 page: where a gate sends a visitor by default. */
export const NOT_FOUND: RouteTarget = { route: 'not_found' };

/**
 * Who may open a route at all, checked first:
 * - public: anyone, signed in or not;
 * - anonymous-only: visitors who are not signed in; the signed-in go to `otherwise` (default: their main page);
 * - signed-in: anyone signed in; the anonymous go to sign-in and come back after it;
 * - client / coach: a signed-in person of that role; the other role goes to `otherwise`
 *   (default: their own area, /user or /coach).
 */
export type Audience =
  | { kind: 'public' }
  | { kind: 'anonymous-only'; otherwise?: Destination }
  | { kind: 'signed-in' }
  | { kind: 'client'; otherwise?: Destination }
  | { kind: 'coach'; otherwise?: Destination };

export type AudienceKind = Audience['kind'];

/** The account-state flags a plan gate may ask about. */
export type PlanFlag = keyof AccountState;

/** Holds when every flag of allOf is set, at least one of anyOf, and none of noneOf. */
export interface PlanCondition {
  allOf?: readonly PlanFlag[];
  anyOf?: readonly PlanFlag[];
  noneOf?: readonly PlanFlag[];
}

/**
 * Features of the platform plan that routes need (spec 01 section 6): white label and Zapier need
 * PROFESSIONAL or a running trial, as `planLimitsOfSubscription` says (docs/decisions/0178).
 */
export const planFeatures = {
  white_label: { anyOf: ['whiteLabel'] },
  zapier: { anyOf: ['professional', 'trialActive'] },
} as const satisfies Record<string, PlanCondition>;
export type PlanFeature = keyof typeof planFeatures;

/**
 * A further condition for a signed-in visitor, checked in order after the audience and after the
 * account rules (registration, blocked). A gate that does not hold sends the visitor to `otherwise`,
 * by default the 404 page:
 * - account-owner: anyone in their own personal account, or the owner of the business account in use;
 * - business-owner: the owner of a brand, gym or team account (not the personal account);
 * - personal: the personal account in use;
 * - financial: financial features (a coach in the personal account or owning the business);
 * - custom-payments: the payment-provider account is of the custom type;
 * - plan: the account's plan state meets `when` (and does not meet `unless`);
 * - plan-feature: the plan includes the feature;
 * - popup-unseen: the person has not yet seen that popup (popup_storage);
 * - registering: a coach who has not finished registration (spec 01 section 4);
 * - redirect: always leads elsewhere (a page that exists only to send people on).
 */
export type Gate =
  | { kind: 'account-owner'; otherwise?: Destination }
  | { kind: 'business-owner'; otherwise?: Destination }
  | { kind: 'personal'; otherwise?: Destination }
  | { kind: 'financial'; otherwise?: Destination }
  | { kind: 'custom-payments'; otherwise?: Destination }
  | { kind: 'plan'; when?: PlanCondition; unless?: PlanCondition; otherwise?: Destination }
  | { kind: 'plan-feature'; feature: PlanFeature; otherwise?: Destination }
  | { kind: 'popup-unseen'; popup: string; otherwise?: Destination }
  | { kind: 'registering'; otherwise?: Destination }
  | { kind: 'redirect'; to: Destination };

export type GateKind = Gate['kind'];

/**
 * A rule on a path parameter or a query value, checked for whoever asks: values listed in `redirect`
 * lead elsewhere; when `oneOf` is given, any other value (or none, for a query value) leads to
 * `otherwise` (default: the 404 page).
 */
export interface ValueRule {
  oneOf?: readonly string[];
  otherwise?: Destination;
  redirect?: Readonly<Record<string, Destination>>;
}

export interface NamedRoute {
  path: string;
  /** The page title shown on placeholders and in the document title. */
  title: string;
  owner: RouteOwner;
  access: Audience;
  /** The route always leads elsewhere, for whoever asks (a section's root opens its first tab). */
  redirect?: Destination;
  /** Values a parameter must match for the path to be this route at all (else another route, or 404). */
  paramPatterns?: Readonly<Record<string, RegExp>>;
  params?: Readonly<Record<string, ValueRule>>;
  query?: Readonly<Record<string, ValueRule>>;
  gates?: readonly Gate[];
  /** Opens while the account is blocked; every other coach page leads to the upgrade page. */
  availableWhileBlocked?: true;
  /** Stays open to a coach who has not finished registration (the pages registration passes through). */
  partOfRegistration?: true;
  /** Moving between two such routes (tabs of one page) keeps the scroll position. */
  keepScroll?: true;
  /** The page prefers a desktop screen: a small screen is told so (spec 01 section 2.3). */
  desktopPreferred?: true;
  /** The page uses the whole height (calendars): the platform's footer is not drawn (spec 01 §2.3). */
  hidesFooter?: true;
  /** System warnings stay out of the way of this page (chat, program editing; spec 03 section 5). */
  hidesSystemWarnings?: true;
}

/** Everything of a route but its path, title and owner. */
export type RouteRules = Omit<NamedRoute, 'path' | 'title' | 'owner'>;

/** The route builders every domain's table uses: `coachRoute('/coach/coupons', 'Coupons', { gates: [...] })`. */
export function routesOf(owner: RouteOwner) {
  const build =
    (access: Audience) =>
    (path: string, title: string, rules: Omit<RouteRules, 'access'> = {}): NamedRoute => ({
      path,
      title,
      owner,
      access,
      ...rules,
    });
  return {
    publicRoute: build({ kind: 'public' }),
    anonymousRoute: build({ kind: 'anonymous-only' }),
    signedInRoute: build({ kind: 'signed-in' }),
    clientRoute: build({ kind: 'client' }),
    coachRoute: build({ kind: 'coach' }),
    /** A route with its own audience (e.g. coach-only with a different place for clients). */
    route: (path: string, title: string, rules: RouteRules): NamedRoute => ({ path, title, owner, ...rules }),
  };
}

/** `{ route: name }` with optional parameters: the usual destination. */
export const routeTarget = (route: string, params?: Record<string, string>): RouteTarget =>
  params ? { route, params } : { route };
