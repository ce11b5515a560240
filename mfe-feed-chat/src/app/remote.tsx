import { routesOwnedBy } from '@coachforge/contracts';
import { createRemote } from '@coachforge/remote-kit';
import type { RouteName } from '@coachforge/contracts';
import type { ReactNode } from 'react';
import { ChatListPage, ConversationPage } from '../features/chat';
import { PlaceholderPage } from '../features/placeholder-pages';

/** The screens built so far, by named route; the others keep their placeholder. */
const pages: Partial<Record<RouteName, ReactNode>> = {
  conversations: <ChatListPage kind="all" />,
  chat_messages: <ChatListPage kind="conversation" />,
  chat_communities: <ChatListPage kind="community" />,
  conversation: <ConversationPage />,
};

/** The remote's front door (`./app`): every named route the contracts give to 'feed_chat'. */
export const { bootstrap, mount, unmount, definition } = createRemote({
  name: 'feed_chat',
  title: 'Feed and chat',
  routes: routesOwnedBy('feed_chat').map((route) => ({
    route,
    element: pages[route] ?? <PlaceholderPage route={route} />,
  })),
});
