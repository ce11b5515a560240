import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import type { MediaFiles } from '../media';
import type { NotificationPublisher } from '../notifications';
import { createCoachAccess } from '../programs';
import { streams, type ChannelGuard, type Realtime } from '../realtime';
import { registerChatRoutes } from './chat-routes';
import { createChatService } from './chat-service';
import type { ChatViewer } from './chat-repository';

/**
 * Chat: its routes, the guard of its realtime channel (only members subscribe to a room, and hear first
 * what they missed), and whether someone has unread messages, for the header.
 */
export function registerChatModule(
  app: FastifyInstance,
  context: ApiContext,
  deps: { realtime: Realtime; notifications: NotificationPublisher; media: Pick<MediaFiles, 'itemsOf'> },
) {
  const chat = createChatService(context, { ...deps, access: createCoachAccess(context) });
  registerChatRoutes(app, chat);
  const guard: ChannelGuard = async (identity, params) => {
    // Removed from the account its token acts as: its calls answer 418, and its socket hears no room.
    if (!identity.member) return null;
    const granted = await chat.subscription(identity, params);
    if (!granted) return null;
    return {
      streams: [streams.chatRoom(granted.roomId)],
      backlog: granted.backlog,
      keyOf: (message) => {
        const { type, data } = (message ?? {}) as { type?: string; data?: { id?: number } };
        return type === 'message_created' ? data?.id : message;
      },
    };
  };
  return {
    guard,
    hasUnreadMessages: (viewer: ChatViewer) => chat.hasUnread(viewer),
  };
}
