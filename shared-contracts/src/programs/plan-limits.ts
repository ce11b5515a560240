import { accountStateOf, type AccountState } from '../accounts/account-state';
import type { Subscription } from '../entities/subscription';
import {
  FREE_PLAN_DOWNLOADS_PER_PROGRAM,
  FREE_PLAN_MAX_CLIENTS,
  MAX_ACTIVE_TRACKS,
  MAX_PRICE_OPTIONS,
} from '../limits/constants';
import { bandOfPlanKind, type PlatformPlanChoice } from '../platform-subscription/platform-plans';

/**
 * What a platform plan allows (spec 01 section 6, spec 02 sections 1 and 9). null means no limit.
 * The API enforces these; the screens read the same table to warn before the coach hits one.
 */
export interface PlanLimits {
  plan: 'free' | 'professional';
  /** Clients with a running subscription (docs/decisions/0048 says how they are counted). */
  maxClients: number | null;
  maxPriceOptions: number;
  downloadsPerProgram: number | null;
  /** Coach notes kept per client: FREE keeps the most recent one. */
  notes: number | null;
  supersets: boolean;
  templates: boolean;
  exerciseEditing: boolean;
  /** Tracks that can be edited; FREE reads extra tracks but cannot edit them. */
  maxActiveTracks: number;
  extraCoaches: boolean;
  /** White label: the web theme, logo and web address. */
  customisation: boolean;
  zapier: boolean;
  /** The coach's own app icon and app theme. */
  appBranding: boolean;
}

export const planLimits: Record<PlanLimits['plan'], PlanLimits> = {
  free: {
    plan: 'free',
    maxClients: FREE_PLAN_MAX_CLIENTS,
    maxPriceOptions: 1,
    downloadsPerProgram: FREE_PLAN_DOWNLOADS_PER_PROGRAM,
    notes: 1,
    supersets: false,
    templates: false,
    exerciseEditing: false,
    maxActiveTracks: 1,
    extraCoaches: false,
    customisation: false,
    zapier: false,
    appBranding: false,
  },
  professional: {
    plan: 'professional',
    maxClients: null,
    maxPriceOptions: MAX_PRICE_OPTIONS,
    downloadsPerProgram: null,
    notes: null,
    supersets: true,
    templates: true,
    exerciseEditing: true,
    maxActiveTracks: MAX_ACTIVE_TRACKS,
    extraCoaches: true,
    customisation: true,
    zapier: true,
    appBranding: true,
  },
};

/**
 * The limits of an account. FREE is the FREE plan; a PROFESSIONAL band and a running trial get the
 * PROFESSIONAL features (comparable platforms unlock them during the trial).
 */
export function planLimitsOf(state: Pick<AccountState, 'free' | 'professional'>): PlanLimits {
  return state.free && !state.professional ? planLimits.free : planLimits.professional;
}

/**
 * The limits of an account from its subscription: a PROFESSIONAL band takes up to its number of
 * clients (spec 01 section 9); a trial, which has no band, takes any number.
 */
export function planLimitsOfSubscription(subscription: Subscription | null): PlanLimits {
  const limits = planLimitsOf(accountStateOf(subscription));
  if (limits.plan === 'free') return limits;
  const band = bandOfPlanKind(subscription?.plan?.product_kind);
  return band === null ? limits : { ...limits, maxClients: band };
}

/** What the account could do on the plan it asks for: what a downgrade is checked against. */
export const planLimitsOfChoice = (choice: PlatformPlanChoice): PlanLimits =>
  choice === 'free' ? planLimits.free : { ...planLimits.professional, maxClients: choice };
