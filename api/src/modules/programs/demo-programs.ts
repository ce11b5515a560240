import type { Cadence, PlanType } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { paymentProviderRepository } from '../payment-provider';
import { programRepository } from './program-repository';

interface DemoProgram {
  title: string;
  planType: PlanType;
  pricing: 'free' | 'paid';
  published: boolean;
  description: string;
  prices: [number, Cadence][];
  weeks?: number;
  /** The demo client follows it. */
  withClient?: boolean;
}

const demoPrograms: DemoProgram[] = [
  {
    title: 'Strength Foundations',
    planType: 'membership',
    pricing: 'paid',
    published: true,
    description: '<p>Three sessions a week to build <strong>strength</strong> from the ground up.</p>',
    prices: [
      [4999, 'monthly'],
      [49900, 'yearly'],
    ],
  },
  {
    title: '12-Week Hypertrophy',
    planType: 'fixed',
    pricing: 'paid',
    published: true,
    description: '<p>Twelve weeks of progressive volume, all visible from day one.</p>',
    prices: [[14900, 'one_off']],
    weeks: 12,
  },
  {
    title: 'Morning Mobility Club',
    planType: 'one_many',
    pricing: 'free',
    published: true,
    description: '<p>Fifteen minutes of mobility together, every morning.</p>',
    prices: [],
    withClient: true,
  },
  {
    title: '1-2-1 Coaching',
    planType: 'individual',
    pricing: 'paid',
    published: false,
    description: '<p>A calendar written for you alone.</p>',
    prices: [[19900, 'monthly']],
  },
];

/**
 * Programs of each type for the demo coach, so the screens have something to show; the simulated
 * payment provider counts as connected. Runs once: an account that has programs is left alone.
 */
export async function seedDemoPrograms(
  db: Queryable,
  demo: { accountIds: number[]; coachId: number; client: { id: number; email: string } | null },
): Promise<boolean> {
  for (const accountId of demo.accountIds)
    await paymentProviderRepository.connect(db, accountId, 'simulated');
  const [accountId] = demo.accountIds;
  if (accountId === undefined) return false;
  const [existing] = await db.query('SELECT 1 FROM programs WHERE account_id = $1 LIMIT 1', [accountId]);
  if (existing) return false;
  for (const demoProgram of demoPrograms) {
    const id = await programRepository.insert(db, {
      accountId,
      createdBy: demo.coachId,
      title: demoProgram.title,
      planType: demoProgram.planType,
    });
    await programRepository.update(db, id, {
      plan_pricing: demoProgram.pricing,
      description: demoProgram.description,
      weeks: demoProgram.weeks ?? null,
      level: 3,
      average_duration: 45,
    });
    for (const [amount, duration] of demoProgram.prices)
      await db.query(
        `INSERT INTO price_options (program_id, amount, currency, duration) VALUES ($1, $2, 'USD', $3)`,
        [id, amount, duration],
      );
    if (demoProgram.published) await programRepository.setStatus(db, id, 'publish');
    if (demoProgram.withClient && demo.client)
      await db.query(
        `INSERT INTO plan_memberships (program_id, account_id, user_id, email, state, start_day, joined_at,
           schedule_started_at, days_scheduled_ahead)
         VALUES ($1, $2, $3, $4, 'active', current_date, now(), now(), 7)`,
        [id, accountId, demo.client.id, demo.client.email],
      );
  }
  return true;
}
