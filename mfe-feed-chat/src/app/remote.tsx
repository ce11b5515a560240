import { routesOwnedBy, type RouteName } from '@coachforge/contracts';
import { createRemote } from '@coachforge/remote-kit';
import type { ReactElement } from 'react';
import { ChatListPage, ConversationPage } from '../features/chat';
import { FeedPage } from '../features/feed';
import {
  ChallengeLeaderboardPage,
  ChallengeLeaderboardsPage,
  DailyLeaderboardPage,
  DailyLeaderboardsPage,
  LeaderboardCommentsPage,
} from '../features/leaderboards';

/** The screen of each named route of 'feed_chat' (remote.test.tsx fails for a route without one). */
const pages: Partial<Record<RouteName, ReactElement>> = {
  feed_overview: <FeedPage tab="overview" />,
  content_warnings: <FeedPage tab="warnings" />,
  client_activity: <FeedPage tab="activity" />,
  feed_financial: <FeedPage tab="financial" />,
  feed_invites: <FeedPage tab="invites" />,
  chat_mention: <FeedPage tab="leaderboards" />,
  conversations: <ChatListPage kind="all" />,
  chat_messages: <ChatListPage kind="conversation" />,
  chat_communities: <ChatListPage kind="community" />,
  conversation: <ConversationPage />,
  daily_leaderboards: <DailyLeaderboardsPage />,
  daily_leaderboard: <DailyLeaderboardPage />,
  'daily-leaderboard-comments': <LeaderboardCommentsPage kind="daily" />,
  challenge_leaderboards: <ChallengeLeaderboardsPage />,
  challenge_leaderboard: <ChallengeLeaderboardPage />,
  'challenges-leaderboard-comments': <LeaderboardCommentsPage kind="challenges" />,
};

/** The remote's front door (`./app`): every named route the contracts give to 'feed_chat'. */
export const { bootstrap, mount, unmount, definition } = createRemote({
  name: 'feed_chat',
  title: 'Feed and chat',
  routes: routesOwnedBy('feed_chat').map((route) => ({ route, element: pages[route] })),
});
