import { CHAT_TYPING_ACTION } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import type { MediaFiles } from '../media';
import type { NotificationPublisher } from '../notifications';
import { createCoachAccess } from '../programs';
import { streams, type ChannelGuard, type Realtime } from '../realtime';
import type { UnreadChatPort } from '../users';
import { registerChatRoutes } from './chat-routes';
import { createChatService } from './chat-service';

/**
 * Chat: its routes, the guard of its realtime channel (only members subscribe to a room, and hear first
 * what they missed), and whether someone has unread messages, for the header. Made before the modules that
 * need its unread port; its routes and guard are registered once authentication is installed.
 */
export function createChatModule(
  context: ApiContext,
  deps: { realtime: Realtime; notifications: NotificationPublisher; media: Pick<MediaFiles, 'itemsOf'> },
): { unread: UnreadChatPort; guard: ChannelGuard; registerRoutes(app: FastifyInstance): void } {
  const chat = createChatService(context, { ...deps, access: createCoachAccess(context) });
  const guard: ChannelGuard = async (identity, params) => {
    // Removed from the account its token acts as: its calls answer 418, and its socket hears no room.
    if (!identity.member) return null;
    const granted = await chat.subscription(identity, params);
    if (!granted) return null;
    return {
      streams: [streams.chatRoom(granted.roomId)],
      backlog: granted.backlog,
      perform: async (data) => {
        if (data.action === CHAT_TYPING_ACTION) await granted.typing();
      },
      keyOf: (message) => {
        const { type, data } = (message ?? {}) as { type?: string; data?: { id?: number } };
        return type === 'message_created' ? data?.id : message;
      },
    };
  };
  return {
    unread: { unreadAccounts: chat.unreadAccounts },
    guard,
    registerRoutes: (app) => registerChatRoutes(app, chat),
  };
}
