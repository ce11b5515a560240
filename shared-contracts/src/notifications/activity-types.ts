/**
 * Activity types of notifications (spec 03 section 3) and the feed's tabs and counters built on them
 * (spec 03 section 2.2). The API counts and filters by these; the feed shows them; nobody restates them.
 */
export const activityTypes = [
  'financial',
  'content_warnings',
  'client_activity',
  'invite',
  'coach_membership',
  'chat_mention',
] as const;
export type ActivityType = (typeof activityTypes)[number];

/**
 * Money coming into or leaving the coach's business: only members with financial features (a coach in
 * the personal account, or the owner of a business) receive these (spec 03 section 4.1).
 */
export const FINANCIAL_ACTIVITY_TYPES: readonly ActivityType[] = ['financial'];

/** What a blocked coach still receives: membership and invite notifications (spec 03 section 4.1). */
export const BLOCKED_COACH_ACTIVITY_TYPES: readonly ActivityType[] = ['coach_membership', 'invite'];

export const isFinancialActivity = (type: ActivityType) => FINANCIAL_ACTIVITY_TYPES.includes(type);
export const reachesBlockedCoach = (type: ActivityType) => BLOCKED_COACH_ACTIVITY_TYPES.includes(type);

/** The feed's sub-pages (spec 03 section 2.2) and the activity types each lists; overview lists all. */
export const feedTabs = {
  overview: activityTypes,
  warnings: ['content_warnings'],
  activity: ['client_activity'],
  financial: ['financial'],
  // A brand invite and what came of it (accepted, declined) sit together under invites.
  invites: ['invite', 'coach_membership'],
  leaderboards: ['chat_mention'],
} as const satisfies Record<string, readonly ActivityType[]>;
export type FeedTab = keyof typeof feedTabs;
export const feedTabNames = Object.keys(feedTabs) as FeedTab[];

/** The unread counters of the feed (spec 03 section 2.2), each the unread notifications of one tab. */
export interface NotificationCounters {
  unread_total: number;
  unread_activity: number;
  unread_financial: number;
  unread_warning: number;
  unread_invites: number;
  unread_leaderboards: number;
}

export const counterTabs = {
  unread_total: 'overview',
  unread_activity: 'activity',
  unread_financial: 'financial',
  unread_warning: 'warnings',
  unread_invites: 'invites',
  unread_leaderboards: 'leaderboards',
} as const satisfies Record<keyof NotificationCounters, FeedTab>;

/** The counters from the unread count of each activity type. */
export function countersOf(unreadByType: Partial<Record<ActivityType, number>>): NotificationCounters {
  const sum = (tab: FeedTab) =>
    (feedTabs[tab] as readonly ActivityType[]).reduce((total, type) => total + (unreadByType[type] ?? 0), 0);
  return Object.fromEntries(
    Object.entries(counterTabs).map(([counter, tab]) => [counter, sum(tab)]),
  ) as unknown as NotificationCounters;
}
