import type { ProgramClient } from '../programs/program-client';
import type { PlanType } from '../programs/plan-types';
import type { ClientMembership } from './purchase-requests';

/** The client's programs (user_my_plans and user_my_past_plans): running now, or ended. */
export const myProgramLists = ['active', 'past'] as const;
export type MyProgramList = (typeof myProgramLists)[number];

/**
 * The owner bills through their automation service (spec 02 sections 3 and 6, decisions 0170 and 0222):
 * no subscription management here, and Cancel only while `zaps_connected` carries it out there. Null for
 * any other owner.
 */
export type ZapierOwnedProgram = { zaps_connected: boolean } | null;

/** One program a client joined, with their membership as their coach's lists show it (same badges). */
export interface MyProgram {
  program: {
    id: number;
    title: string;
    custom_url: string | null;
    plan_type: PlanType;
    owner_name: string;
    zapier: ZapierOwnedProgram;
  };
  client: ProgramClient;
}

/**
 * One program the client paid for (billing › purchases): its membership with the price and the dates that
 * matter (next payment, end), and the card it charges.
 */
export interface BillingPurchase {
  program: {
    id: number;
    title: string;
    custom_url: string | null;
    owner_name: string;
    zapier: ZapierOwnedProgram;
  };
  membership: ClientMembership;
  card: { brand: string; last4: string } | null;
}
