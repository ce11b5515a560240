import type { CurrentUser } from '../entities/user';
import { PROFILE_UPDATE_DELAY_HOURS } from '../limits/constants';

const HOUR_MS = 3_600_000;

/**
 * Whether the profile completion modal asks this person for their gender and date of birth (spec 01
 * section 4): a client missing either, once the configured hours have passed since the account was
 * created. The page it is opened on (never the profile page itself) is the caller's business.
 */
export function profileCompletionDue(
  current: Pick<CurrentUser, 'role' | 'gender' | 'birthdate' | 'created_at'>,
  nowMs: number,
): boolean {
  if (current.role !== 'user') return false;
  if (current.gender && current.birthdate) return false;
  return nowMs - current.created_at * 1000 >= PROFILE_UPDATE_DELAY_HOURS * HOUR_MS;
}
