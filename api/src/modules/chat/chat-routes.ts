import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { idFrom, type ChatService } from './chat-service';

const roomId = (request: FastifyRequest) => idFrom((request.params as { id?: string }).id);
const query = (request: FastifyRequest) => request.query as Record<string, unknown>;

export function registerChatRoutes(app: FastifyInstance, chat: ChatService): void {
  const viewer = (request: FastifyRequest) => identityOf(request);

  registerEndpoint(app, endpoints.chatRooms, async (request) => chat.rooms(viewer(request), query(request)));
  registerEndpoint(app, endpoints.chatUnread, async (request) => chat.unread(viewer(request)));
  registerEndpoint(app, endpoints.openConversation, async (request) =>
    chat.openConversation(viewer(request), request.body),
  );
  registerEndpoint(app, endpoints.createCommunity, async (request, reply) => {
    const room = await chat.createCommunity(viewer(request), request.body);
    reply.status(201);
    return room;
  });
  registerEndpoint(app, endpoints.chatRoom, async (request) => chat.room(viewer(request), roomId(request)));
  registerEndpoint(app, endpoints.closeChatRoom, async (request) =>
    chat.close(viewer(request), roomId(request)),
  );
  registerEndpoint(app, endpoints.chatRoomMembers, async (request) =>
    chat.members(viewer(request), roomId(request), query(request)),
  );
  registerEndpoint(app, endpoints.chatMessages, async (request) =>
    chat.messages(viewer(request), roomId(request), query(request)),
  );
  registerEndpoint(app, endpoints.sendChatMessage, async (request, reply) => {
    const { message, created } = await chat.send(viewer(request), roomId(request), request.body);
    reply.status(created ? 201 : 200);
    return message;
  });
  registerEndpoint(app, endpoints.markChatRead, async (request) =>
    chat.markRead(viewer(request), roomId(request), request.body.message_id),
  );
}
