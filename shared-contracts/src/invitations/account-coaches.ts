/**
 * Coach status in a team (spec 01 section 4): active (a member), invited (the invitation is open), rejected
 * (it ran out unanswered), cancelled (the owner withdrew it, or removed the coach).
 */
export const coachStatuses = ['active', 'invited', 'rejected', 'cancelled'] as const;
export type CoachStatus = (typeof coachStatuses)[number];

/** One line of a business account's coaches page: a member, or an invitation that did not make one. */
export interface AccountCoach {
  /** `member-<user id>` or `invitation-<invitation id>`: stable across the two kinds of line. */
  key: string;
  kind: 'member' | 'invitation';
  /** The member's user id, or the invitation's id: what the line's action names. */
  id: number;
  full_name: string | null;
  email: string;
  status: CoachStatus;
  is_owner: boolean;
  /** ISO 8601: when the coach joined, or when the invitation was sent. */
  since: string;
}
