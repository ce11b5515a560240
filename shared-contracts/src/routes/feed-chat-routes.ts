import type { Audience, RouteRules } from './route-rules';
import { routesOf, routeTarget } from './route-rules';

const { signedInRoute, route } = routesOf('feed_chat');

const tab: Omit<RouteRules, 'access'> = { keepScroll: true };
/** Leaderboards are for coaches; clients are sent to their calendar (spec 01 section 2.5). */
const leaderboardAccess: Audience = { kind: 'coach', otherwise: routeTarget('calendar') };
const leaderboard = (path: string, title: string) => route(path, title, { access: leaderboardAccess });

/** Chat and communities, the feed, leaderboards (spec 01 section 2.5, spec 03 sections 2.1, 2.2). */
export const feedChatRoutes = {
  conversations: signedInRoute('/chat/all', 'Chat', tab),
  chat_messages: signedInRoute('/chat/messages', 'Messages', tab),
  chat_communities: signedInRoute('/chat/communities', 'Communities', tab),
  conversation: signedInRoute('/chat/:conversation_id', 'Conversation', { hidesSystemWarnings: true }),
  feed_overview: signedInRoute('/feed/overview', 'Feed', { availableWhileBlocked: true, keepScroll: true }),
  content_warnings: signedInRoute('/feed/warnings', 'Warnings', tab),
  client_activity: signedInRoute('/feed/activity', 'Client activity', tab),
  // Business non-owners are sent to the overview.
  feed_financial: signedInRoute('/feed/financial', 'Financial', {
    keepScroll: true,
    gates: [{ kind: 'account-owner', otherwise: routeTarget('feed_overview') }],
  }),
  feed_invites: signedInRoute('/feed/invites', 'Invites', { availableWhileBlocked: true, keepScroll: true }),
  chat_mention: signedInRoute('/feed/leaderboards', 'Leaderboard mentions', tab),
  daily_leaderboards: leaderboard('/leaderboards/daily', 'Daily leaderboards'),
  daily_leaderboard: leaderboard('/leaderboards/daily/:id', 'Daily leaderboard'),
  'daily-leaderboard-comments': leaderboard(
    '/leaderboards/daily/:id/comments{/:result_id{/:comment_id}}',
    'Comments',
  ),
  challenge_leaderboards: leaderboard('/leaderboards/challenges', 'Challenges'),
  challenge_leaderboard: leaderboard('/leaderboards/challenges/:id', 'Challenge leaderboard'),
  'challenges-leaderboard-comments': leaderboard(
    '/leaderboards/challenges/:id/comments{/:result_id{/:comment_id}}',
    'Comments',
  ),
} as const;
