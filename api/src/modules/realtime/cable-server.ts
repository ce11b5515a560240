import {
  CABLE_PATH,
  CABLE_SUBPROTOCOL,
  CABLE_TOKEN_PARAM,
  cableChannels,
  type CableChannel,
} from '@coachforge/contracts';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { AuthenticatedIdentity } from '../../http/endpoint-route';
import { streams, type Broadcaster, type CableBroadcast } from './broadcaster';

/** ActionCable's client calls a connection stale after 6 s without a ping; Rails pings every 3 s. */
const PING_MS = 3000;

/** Which streams a channel subscription of this identity listens to (spec 03 section 7.1). */
function streamsOf(channel: CableChannel, identity: AuthenticatedIdentity): string[] {
  switch (channel) {
    case 'SystemNotificationChannel':
      return [streams.user(identity.userId), streams.account(identity.accountId), streams.everyone];
    case 'NotificationChannel':
      return [streams.account(identity.accountId), streams.member(identity.accountId, identity.userId)];
    case 'ChatNotificationChannel':
      return [streams.user(identity.userId)];
  }
}

interface Subscription {
  identifier: string;
  channel: CableChannel;
  streams: Set<string>;
}

interface Connection {
  socket: WebSocket;
  /** The access token the socket opened with, checked again when the identity's tokens are revoked. */
  token: string;
  identity: AuthenticatedIdentity;
  subscriptions: Map<string, Subscription>;
}

function channelOf(identifier: unknown): CableChannel | null {
  if (typeof identifier !== 'string') return null;
  try {
    const parsed = JSON.parse(identifier) as { channel?: unknown };
    return cableChannels.find((name) => name === parsed.channel) ?? null;
  } catch {
    return null;
  }
}

/**
 * The ActionCable wire protocol (actioncable-v1-json) on /cable, so the browser uses the real
 * @rails/actioncable client: welcome, ping, subscribe/confirm/reject, unsubscribe, message. The access
 * token authorises the connection once, when it opens.
 */
export async function registerCableServer(
  app: FastifyInstance,
  deps: {
    broadcaster: Broadcaster;
    authenticate: (authorization: string) => Promise<AuthenticatedIdentity>;
    /** Open sockets per identity and subscriptions per socket: one client cannot hold the server's memory. */
    limits: { socketsPerIdentity: number; subscriptionsPerSocket: number };
  },
): Promise<void> {
  await app.register(websocket, {
    options: {
      maxPayload: 64 * 1024,
      handleProtocols: (protocols) => (protocols.has(CABLE_SUBPROTOCOL) ? CABLE_SUBPROTOCOL : false),
    },
  });

  const connections = new Set<Connection>();
  const stopListening = deps.broadcaster.onBroadcast((broadcast: CableBroadcast) => {
    if (broadcast.disconnect) {
      for (const connection of connections) {
        if (broadcast.stream !== streams.user(connection.identity.userId)) continue;
        deps.authenticate(`Bearer ${connection.token}`).catch(() => {
          connection.socket.send(
            JSON.stringify({ type: 'disconnect', reason: 'unauthorized', reconnect: true }),
          );
          connection.socket.close();
        });
      }
      return;
    }
    for (const connection of connections) {
      for (const subscription of connection.subscriptions.values()) {
        if (subscription.channel === broadcast.channel && subscription.streams.has(broadcast.stream)) {
          connection.socket.send(
            JSON.stringify({ identifier: subscription.identifier, message: broadcast.message }),
          );
        }
      }
    }
  });
  const pinger = setInterval(() => {
    const ping = JSON.stringify({ type: 'ping', message: Math.floor(Date.now() / 1000) });
    for (const connection of connections) connection.socket.send(ping);
  }, PING_MS);
  app.addHook('onClose', async () => {
    clearInterval(pinger);
    stopListening();
    for (const connection of connections) {
      connection.socket.send(
        JSON.stringify({ type: 'disconnect', reason: 'server_restart', reconnect: true }),
      );
      connection.socket.close();
    }
  });

  app.get(CABLE_PATH, { websocket: true }, async (socket, request) => {
    // Listen at once: a client may subscribe before the token check below has finished, and a message
    // sent in that moment must not be lost.
    const early: unknown[] = [];
    let handle: ((raw: unknown) => void) | null = null;
    socket.on('message', (raw) => {
      if (handle) handle(raw);
      else if (early.length < deps.limits.subscriptionsPerSocket) early.push(raw);
    });

    const token = new URL(request.url, 'http://cable').searchParams.get(CABLE_TOKEN_PARAM) ?? '';
    let identity: AuthenticatedIdentity;
    try {
      identity = await deps.authenticate(`Bearer ${token}`);
    } catch {
      // The client tries again with the token the shell holds then, which it keeps fresh.
      socket.send(JSON.stringify({ type: 'disconnect', reason: 'unauthorized', reconnect: true }));
      socket.close();
      return;
    }
    const open = [...connections].filter((other) => other.identity.userId === identity.userId).length;
    if (open >= deps.limits.socketsPerIdentity) {
      // Many tabs are fine; this many is a leak or an attack. The client does not retry this reason.
      socket.send(JSON.stringify({ type: 'disconnect', reason: 'too_many_connections', reconnect: false }));
      socket.close();
      return;
    }
    const connection: Connection = { socket, token, identity, subscriptions: new Map() };
    connections.add(connection);
    socket.on('close', () => connections.delete(connection));
    handle = (raw) => {
      let data: { command?: unknown; identifier?: unknown };
      try {
        data = JSON.parse(String(raw)) as typeof data;
      } catch {
        return;
      }
      const identifier = typeof data.identifier === 'string' ? data.identifier : '';
      if (data.command === 'subscribe') {
        const channel = channelOf(identifier);
        const full =
          !connection.subscriptions.has(identifier) &&
          connection.subscriptions.size >= deps.limits.subscriptionsPerSocket;
        if (!channel || full) {
          socket.send(JSON.stringify({ identifier, type: 'reject_subscription' }));
          return;
        }
        connection.subscriptions.set(identifier, {
          identifier,
          channel,
          streams: new Set(streamsOf(channel, identity)),
        });
        socket.send(JSON.stringify({ identifier, type: 'confirm_subscription' }));
      } else if (data.command === 'unsubscribe') {
        connection.subscriptions.delete(identifier);
      }
      // 'message' (client-to-server actions): none of the spec's channels takes any.
    };
    socket.send(JSON.stringify({ type: 'welcome' }));
    for (const raw of early.splice(0)) handle(raw);
  });
}
