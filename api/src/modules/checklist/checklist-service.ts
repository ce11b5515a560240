import { checklistSteps, messages, type Checklist, type ChecklistStep } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import type { Realtime } from '../realtime';

/**
 * first_client is done as soon as anyone joined one of the account's programs, whichever way they came in
 * (an invitation, a free program, a purchase, a trial), so it is read from the memberships as well as
 * from the steps recorded when an invitation is accepted.
 */
export async function completedSteps(db: Queryable, accountId: number): Promise<ChecklistStep[]> {
  const rows = await db.query<{ step: ChecklistStep }>(
    `SELECT step FROM checklist_steps WHERE account_id = $1
     UNION SELECT 'first_client' WHERE EXISTS (
       SELECT 1 FROM plan_memberships WHERE account_id = $1 AND joined_at IS NOT NULL)`,
    [accountId],
  );
  const done = new Set<ChecklistStep>(['sign_up', ...rows.map((row) => row.step)]);
  return checklistSteps.filter((step) => done.has(step));
}

export function createChecklistService({ db, config }: ApiContext, { realtime }: { realtime: Realtime }) {
  const checklistOf = async (accountId: number): Promise<Checklist> => ({
    total_points: checklistSteps.length,
    completed: await completedSteps(db, accountId),
    tour_video_url: config.tourVideoUrl,
  });

  return {
    checklistOf,

    /** Marks a step done and pushes the new state to the account's sockets (NotificationChannel check_list). */
    async complete(accountId: number, step: Exclude<ChecklistStep, 'sign_up'>): Promise<Checklist> {
      await db.query(
        'INSERT INTO checklist_steps (account_id, step) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [accountId, step],
      );
      const checklist = await checklistOf(accountId);
      await realtime.toAccount('NotificationChannel', accountId, { type: 'check_list', data: checklist });
      return checklist;
    },

    /** Hiding for good is allowed once every step is done (spec 03 section 4.4). */
    async hide(userId: number, accountId: number): Promise<{ hide_checklist: boolean }> {
      const checklist = await checklistOf(accountId);
      if (checklist.completed.length < checklist.total_points)
        throw httpError(422, messages.checklist.notAllDone);
      await db.query('UPDATE users SET hide_checklist = true WHERE id = $1', [userId]);
      return { hide_checklist: true };
    },
  };
}

export type ChecklistService = ReturnType<typeof createChecklistService>;
