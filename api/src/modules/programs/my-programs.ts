import {
  myProgramLists,
  type MyProgram,
  type MyProgramList,
  type ZapierOwnedProgram,
} from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { presentClient } from './client-presenter';
import { clientRepository } from './client-repository';

/**
 * The programs a client joined, with their membership presented exactly as their coach's lists present it,
 * so both read the same badge. Anything but `past` is the active list.
 */
export async function myProgramsOf(
  db: Queryable,
  userId: number,
  list: unknown,
  today: string,
  /** Whether each owner bills through Zapier (decision 0222), asked of the caller by account id. */
  zapierOf: (accountId: number) => Promise<ZapierOwnedProgram>,
): Promise<MyProgram[]> {
  const chosen: MyProgramList = myProgramLists.includes(list as MyProgramList)
    ? (list as MyProgramList)
    : 'active';
  const rows = await clientRepository.joinedByUser(db, userId, chosen === 'past');
  return Promise.all(
    rows.map(async (row) => ({
      program: {
        id: row.plan_id,
        title: row.plan_title,
        custom_url: row.custom_url,
        plan_type: row.plan_type,
        owner_name: row.account_name,
        zapier: await zapierOf(row.owner_account_id),
      },
      client: presentClient(row, today),
    })),
  );
}
