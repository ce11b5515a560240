import {
  localPriceOf,
  MAX_BUFFER_WEEKS,
  type ExchangeRates,
  type PublicPlanAttachment,
  type PublicPlanWaiver,
  type PublicPlan,
  type UserRole,
} from '@coachforge/contracts';
import type { PublicProgram, ViewerMembership } from '../programs';
import { ownerSells, type OwnerSales } from './owner-sales';

/** The platform's own app (configured by the operator) and the owner's training facts. */
export interface PlanApp {
  name: string;
  appStoreUrl: string | null;
  playStoreUrl: string | null;
}

/** Who is looking at the page; null when nobody is signed in. */
export interface PlanViewer {
  role: UserRole;
  email: string;
  /** A member (owner or coach) of the account the program belongs to. */
  ofOwningAccount: boolean;
  /** The currency a client is shown prices in; null for a coach or when it is not known. */
  currency: string | null;
}

/** Membership states in which the program is the client's now (they bought or got it). */
const BOUGHT_STATES = new Set(['init', 'scheduled', 'trialing', 'active', 'incomplete', 'past_due']);

/**
 * The program can be sold: published, not archived, by an owner who is not blocked and does not sell
 * through Zapier (spec 02 section 6), free or with a live price the owner can charge.
 */
export function canSale(found: PublicProgram, owner: OwnerSales): boolean {
  const { program, prices } = found;
  if (program.plan_status !== 'published' || program.archived_at !== null) return false;
  if (!ownerSells(owner)) return false;
  if (program.plan_pricing === 'free') return true;
  return owner.charges_enabled && prices.some((price) => !price.archived);
}

/**
 * Whether this viewer may buy or get the program (spec 02 section 6): clients only (a coach is told to
 * use a client account), and a private program only for its allowed emails. A visitor who is not signed in
 * may go on to sign up for a public program.
 */
export function allowedToBuy(found: PublicProgram, viewer: PlanViewer | null, saleable: boolean): boolean {
  if (!saleable) return false;
  if (viewer?.role === 'coach') return false;
  if (found.program.accessibility) return true;
  return viewer !== null && found.program.allowed_emails.includes(viewer.email.toLowerCase());
}

/**
 * Whether the viewer may see the program's content (its description and attachments): a public program,
 * or a private one to the owning account and its allowed addresses (decisions 0072 and 0220).
 */
export function programOpenTo(found: PublicProgram, viewer: PlanViewer | null): boolean {
  const { program } = found;
  return (
    program.accessibility ||
    (viewer?.ofOwningAccount ?? false) ||
    (viewer !== null && program.allowed_emails.includes(viewer.email.toLowerCase()))
  );
}

export function presentPublicPlan(
  found: PublicProgram,
  {
    viewer,
    membership,
    owner: sales,
    waiver,
    attachments,
    rates = null,
    app,
    training = null,
  }: {
    viewer: PlanViewer | null;
    membership: ViewerMembership | null;
    owner: OwnerSales;
    app: PlanApp;
    /** The owner's training status; read only for the owner. */
    training?: { schedule_weeks: number; training_weeks: number } | null;
    waiver: PublicPlanWaiver | null;
    /** The program's attachments, signed; only shown to viewers the program is open to. */
    attachments: PublicPlanAttachment[];
    /** The rates local prices are converted with; null shows none. */
    rates?: ExchangeRates | null;
  },
): PublicPlan {
  const { program, owner, prices, covers } = found;
  const saleable = canSale(found, sales);
  const owning = viewer?.ofOwningAccount ?? false;
  const blocked = membership?.is_blocked ?? false;
  // A client the coach removed cannot buy their way back in (spec 02 §6).
  const allowed = !blocked && allowedToBuy(found, viewer, saleable);
  // A private program shows its description only to those it is open to (docs/decisions/0072).
  const open = programOpenTo(found, viewer);
  return {
    id: program.id,
    custom_url: program.custom_url,
    title: program.title,
    description: open ? program.description : '',
    attachments: open ? attachments : [],
    plan_type: program.plan_type,
    plan_pricing: program.plan_pricing,
    original_price: owning ? prices : null,
    local_price: prices
      .filter((price) => !price.archived)
      .map((price) => ({
        ...price,
        local: localPriceOf(price.amount, price.currency, viewer?.currency ?? null, rates),
      })),
    level: program.level,
    average_duration: program.average_duration,
    weeks_duration: program.weeks_duration,
    sections_duration: program.sections_duration,
    weeks: program.weeks,
    trial_days: program.trial_days,
    launch_date: program.launch_date,
    covers: covers.map((cover) => ({
      cover_type: cover.cover_type,
      image_url: `/api/plans/${program.id}/covers/${cover.cover_type}`,
    })),
    user: {
      id: owner.id,
      full_name: owner.full_name,
      type_account: owner.kind,
      custom_url: owner.custom_url,
      stripe_connect_charges_enabled: sales.charges_enabled,
      blocked: sales.blocked,
      zapier_account: sales.zapier_account,
      zaps_connected: sales.zaps_connected,
    },
    accessibility: program.accessibility,
    archive: program.archived_at !== null,
    plan_status: program.plan_status,
    can_sale: saleable,
    allowed_to_buy: allowed,
    is_bought: membership !== null && BOUGHT_STATES.has(membership.state),
    is_blocked: blocked,
    is_owner: owning,
    membership: membership
      ? {
          state: membership.state,
          cancel_at_period_end: membership.cancel_at_period_end,
          canceled_by: membership.canceled_by,
          start_day: membership.start_day,
          plan_price: membership.plan_price,
          pending_price_option_id: membership.pending_price_option_id,
        }
      : null,
    plan_waiver: waiver,
    // Branded apps are not built: the platform's own app, where the operator configured it (decision 0174).
    app_store_url: app.appStoreUrl,
    play_store_url: app.playStoreUrl,
    custom_app_name: app.name,
    owner_facts:
      owning && training
        ? {
            plan_max_buffer:
              program.plan_max_buffer === null ? null : Math.min(program.plan_max_buffer, MAX_BUFFER_WEEKS),
            ...training,
          }
        : null,
  };
}
