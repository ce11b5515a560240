import type { LocalPrice } from '../currency/exchange';
import type { AccountKind } from '../entities/account';
import type { MediaKind } from '../media/media-item';
import type { MembershipState } from '../programs/program-client';
import type { CoverType, PlanPricing } from '../programs/program';
import type { Cadence, PlanType } from '../programs/plan-types';
import type { PriceOption } from '../programs/price-option';

/** A cover of the public page: a stable address that always serves the current image. */
export interface PublicPlanCover {
  cover_type: CoverType;
  image_url: string;
}

/** The owner as the public page shows them (spec 02 section 3, Plan owner). */
export interface PublicPlanOwner {
  id: number;
  full_name: string;
  type_account: AccountKind;
  custom_url: string | null;
  stripe_connect_charges_enabled: boolean;
  /** The owner's platform plan ended without a new one: nothing of theirs can be bought (spec 02 §6). */
  blocked: boolean;
  /** Clients join and pay through the owner's automation service, not here (decision 0170). */
  zapier_account: boolean;
  /** A Zapier account whose cancelled-subscription hook is connected: clients may cancel here. */
  zaps_connected: boolean;
}

/**
 * A file attached to the program or its waiver as its page lists it (spec 02 sections 2 and 3, decision
 * 0220): its name, kind and size, and where to open or download it.
 */
export interface PublicPlanAttachment {
  id: number;
  title: string;
  kind: MediaKind;
  /** Bytes; null for a video link. */
  file_size: number | null;
  content_type: string | null;
  /** A signed address that expires (the media library's), or a video link's page. */
  url: string;
}

/** The program's waiver (spec 02 section 3, plan_waiver), with the viewer's acceptance once they gave it. */
export interface PublicPlanWaiver {
  show: true;
  text: string;
  /** Files the client reads before accepting, in the coach's order. */
  attachments: PublicPlanAttachment[];
  accepted_text: string | null;
  full_name: string | null;
  /** ISO moment of the acceptance. */
  created_at: string | null;
}

/** The viewer's own membership of the program, when they have one. */
export interface PublicPlanMembership {
  state: MembershipState;
  cancel_at_period_end: boolean;
  canceled_by: string | null;
  /** YYYY-MM-DD: when the program starts (or started) on the client's calendar. */
  start_day: string | null;
  /** The price the membership pays; null for a free program or one joined by invitation. */
  plan_price: { amount: number; currency: string; duration: Cadence } | null;
  /** The price option the subscription switches to at its next period (decision 0144). */
  pending_price_option_id: number | null;
}

/**
 * A live price option as a client sees it (spec 02 §3 local_price): the coach's price, which is what is
 * charged, and beside it the same price in the client's currency when theirs differs (decision 0142).
 */
export interface PublicPriceOption extends PriceOption {
  /** Null for a visitor, a coach, a client paying in the option's own currency, or without a rate. */
  local: LocalPrice | null;
}

/**
 * What only the owner sees on their public page (spec 02 section 6), besides the link, type and trial: how
 * much training the schedule holds and the buffer, capped at MAX_BUFFER_WEEKS (spec 02 section 9).
 */
export interface PublicPlanOwnerFacts {
  /** Buffer weeks clients may fall behind, at most MAX_BUFFER_WEEKS; null: none set. */
  plan_max_buffer: number | null;
  /** Weeks of the default track, and how many of them hold at least one session. */
  schedule_weeks: number;
  training_weeks: number;
}

/** GET plans/:plan_id/public (spec 02 section 3, Plan (public)): what the viewer may see and do. */
export interface PublicPlan {
  id: number;
  custom_url: string | null;
  title: string;
  /** Sanitised HTML (decision 0059). */
  description: string;
  plan_type: PlanType;
  plan_pricing: PlanPricing;
  /** The coach's view of the prices: only for members of the owning account, null otherwise. */
  original_price: PriceOption[] | null;
  /** The live price options the viewer can choose from, each with its price in the client's currency. */
  local_price: PublicPriceOption[];
  level: number | null;
  average_duration: number | null;
  weeks_duration: number | null;
  sections_duration: number | null;
  weeks: number | null;
  trial_days: number;
  launch_date: string | null;
  covers: PublicPlanCover[];
  /**
   * Files listed under Attachments, in the coach's order: for everyone who may see the program (public,
   * or the owner, an allowed address or a member of a private one); empty for anyone else.
   */
  attachments: PublicPlanAttachment[];
  user: PublicPlanOwner;
  /** Falsy: private, open only to the allowed emails. */
  accessibility: boolean;
  archive: boolean;
  plan_status: 'draft' | 'published';
  /** The program can be sold now: free, or paid with a live price and an owner who takes charges. */
  can_sale: boolean;
  /** This viewer may buy or get it (public or allowed, not archived, a client). */
  allowed_to_buy: boolean;
  is_bought: boolean;
  /** The coach removed this viewer from the program: Start is disabled with messages.clients.blocked. */
  is_blocked: boolean;
  /** The viewer is a member of the owning account (sees the public link and the type). */
  is_owner: boolean;
  membership: PublicPlanMembership | null;
  /** Null when the program has no waiver. */
  plan_waiver: PublicPlanWaiver | null;
  /**
   * The app a client trains with (spec 02 section 3): the coach's branded app where they have one (not
   * built yet), otherwise the platform's own as the operator configured it; a store with no link is null
   * and What Happens Next does not link to it (decision 0174).
   */
  app_store_url: string | null;
  play_store_url: string | null;
  custom_app_name: string;
  /** Owner only (spec 02 section 6): the owner's facts, null for everyone else. */
  owner_facts: PublicPlanOwnerFacts | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * A program description's text, for a page's description meta and a storefront card: tags dropped,
 * entities read, white space folded.
 */
export function descriptionText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `count` characters of a text, counted by code point (an emoji is not cut in half). */
export const firstCharacters = (text: string, count: number): string => [...text].slice(0, count).join('');
