import type { ProgramClient } from '../programs/program-client';
import type { PlanType } from '../programs/plan-types';

/** The client's programs (user_my_plans and user_my_past_plans): running now, or ended. */
export const myProgramLists = ['active', 'past'] as const;
export type MyProgramList = (typeof myProgramLists)[number];

/** One program a client joined, with their membership as their coach's lists show it (same badges). */
export interface MyProgram {
  program: { id: number; title: string; custom_url: string | null; plan_type: PlanType; owner_name: string };
  client: ProgramClient;
}
