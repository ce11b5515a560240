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

/**
 * Lets a subscription to a channel with parameters (a chat room) in, or not: the streams it listens to and
 * what it missed, sent right after the confirmation. `keyOf` names a message, so one the subscription
 * hears live while its backlog is read is sent once.
 */
export type ChannelGuard = (
  identity: AuthenticatedIdentity,
  params: Record<string, unknown>,
) => Promise<{
  streams: string[];
  backlog: () => Promise<unknown[]>;
  keyOf: (message: unknown) => unknown;
  /**
   * What the subscription may perform (ActionCable's `message` command): `data` is the client's parsed
   * object with its `action`. An action it does not know, or one it throws on, is dropped quietly.
   */
  perform?: (data: Record<string, unknown>) => Promise<void> | void;
} | null>;

/** Which streams a channel subscription of this identity listens to (spec 03 section 7.1). */
function streamsOf(channel: CableChannel, identity: AuthenticatedIdentity): string[] {
  switch (channel) {
    case 'SystemNotificationChannel':
      return [streams.user(identity.userId), streams.account(identity.accountId), streams.everyone];
    case 'NotificationChannel':
      return [streams.account(identity.accountId), streams.member(identity.accountId, identity.userId)];
    case 'ChatNotificationChannel':
      return [streams.user(identity.userId)];
    case 'ChatChannel':
    case 'LeaderboardChannel':
      // Only through their guards: a member of the room, a coach of the board's account.
      return [];
  }
}

interface Subscription {
  identifier: string;
  channel: CableChannel;
  streams: Set<string>;
  /** While the backlog is being sent, live messages wait here. */
  held?: unknown[];
  perform?: (data: Record<string, unknown>) => Promise<void> | void;
}

interface Connection {
  socket: WebSocket;
  /** The access token the socket opened with, checked again when the identity's tokens are revoked. */
  token: string;
  identity: AuthenticatedIdentity;
  subscriptions: Map<string, Subscription>;
}

function channelOf(identifier: unknown): { channel: CableChannel; params: Record<string, unknown> } | null {
  if (typeof identifier !== 'string') return null;
  try {
    const parsed = JSON.parse(identifier) as Record<string, unknown> | null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const channel = cableChannels.find((name) => name === parsed.channel);
    return channel ? { channel, params: parsed } : null;
  } catch {
    return null;
  }
}

/** ActionCable's `message` command carries its action as JSON text: an object with an `action`. */
function actionOf(raw: unknown): Record<string, unknown> | null {
  if (typeof raw !== 'string' || raw.length > 1024) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return typeof parsed === 'object' &&
      parsed !== null &&
      !Array.isArray(parsed) &&
      typeof (parsed as { action?: unknown }).action === 'string'
      ? (parsed as Record<string, unknown>)
      : null;
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
    /** Channels whose subscriptions a module lets in (ChatChannel: the chat module). */
    guards?: Partial<Record<CableChannel, ChannelGuard>>;
  },
): Promise<void> {
  await app.register(websocket, {
    options: {
      maxPayload: 64 * 1024,
      handleProtocols: (protocols) => (protocols.has(CABLE_SUBPROTOCOL) ? CABLE_SUBPROTOCOL : false),
    },
  });

  const connections = new Set<Connection>();
  /** Open sockets per identity, kept beside the set so a new socket's check does not walk every socket. */
  const openPerIdentity = new Map<number, number>();
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
    // Subscriptions to one channel mostly share an identifier: a broadcast to thousands of sockets is
    // serialised once per identifier, not once per socket.
    const frames = new Map<string, string>();
    const frameOf = (identifier: string) => {
      let frame = frames.get(identifier);
      if (frame === undefined) {
        frame = JSON.stringify({ identifier, message: broadcast.message });
        frames.set(identifier, frame);
      }
      return frame;
    };
    for (const connection of connections) {
      for (const subscription of connection.subscriptions.values()) {
        if (subscription.channel === broadcast.channel && subscription.streams.has(broadcast.stream)) {
          if (subscription.held) {
            subscription.held.push(broadcast.message);
            continue;
          }
          connection.socket.send(frameOf(subscription.identifier));
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

  /**
   * A guarded subscription: refused unless its guard lets it in. Live messages start being held before
   * the backlog is read, so nothing posted in between is lost, and one read both ways is sent once.
   */
  async function subscribeGuarded(
    connection: Connection,
    identifier: string,
    channel: CableChannel,
    decision: ReturnType<ChannelGuard>,
  ) {
    const granted = await decision;
    if (!granted || !connections.has(connection)) throw new Error('refused');
    const subscription: Subscription = {
      identifier,
      channel,
      streams: new Set(granted.streams),
      held: [],
      ...(granted.perform ? { perform: granted.perform } : {}),
    };
    connection.subscriptions.set(identifier, subscription);
    const send = (message: unknown) => connection.socket.send(JSON.stringify({ identifier, message }));
    try {
      connection.socket.send(JSON.stringify({ identifier, type: 'confirm_subscription' }));
      const backlog = await granted.backlog();
      const sent = new Set(backlog.map(granted.keyOf));
      for (const message of backlog) send(message);
      for (const message of subscription.held ?? []) if (!sent.has(granted.keyOf(message))) send(message);
    } finally {
      delete subscription.held;
    }
  }

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
    if ((openPerIdentity.get(identity.userId) ?? 0) >= deps.limits.socketsPerIdentity) {
      // Many tabs are fine; this many is a leak or an attack. The client does not retry this reason.
      socket.send(JSON.stringify({ type: 'disconnect', reason: 'too_many_connections', reconnect: false }));
      socket.close();
      return;
    }
    const connection: Connection = { socket, token, identity, subscriptions: new Map() };
    /**
     * Subscriptions whose guard is still answering. A client may perform an action the moment it has
     * subscribed (ActionCable sends both in order); it runs once the subscription is granted, as a Rails
     * server that handles a connection's commands one after another would, instead of being dropped.
     */
    const subscribing = new Map<string, Promise<unknown>>();
    connections.add(connection);
    openPerIdentity.set(identity.userId, (openPerIdentity.get(identity.userId) ?? 0) + 1);
    socket.on('close', () => {
      connections.delete(connection);
      const left = (openPerIdentity.get(identity.userId) ?? 1) - 1;
      if (left > 0) openPerIdentity.set(identity.userId, left);
      else openPerIdentity.delete(identity.userId);
    });
    handle = (raw) => {
      let data: { command?: unknown; identifier?: unknown };
      try {
        data = JSON.parse(String(raw)) as typeof data;
      } catch {
        return;
      }
      const identifier = typeof data.identifier === 'string' ? data.identifier : '';
      if (data.command === 'subscribe') {
        const parsed = channelOf(identifier);
        const full =
          !connection.subscriptions.has(identifier) &&
          connection.subscriptions.size >= deps.limits.subscriptionsPerSocket;
        const reject = () => socket.send(JSON.stringify({ identifier, type: 'reject_subscription' }));
        if (!parsed || full) {
          reject();
          return;
        }
        const { channel, params } = parsed;
        const guard = deps.guards?.[channel];
        if (guard) {
          const granted = subscribeGuarded(connection, identifier, channel, guard(identity, params))
            .catch(reject)
            .finally(() => {
              if (subscribing.get(identifier) === granted) subscribing.delete(identifier);
            });
          subscribing.set(identifier, granted);
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
      } else if (data.command === 'message') {
        // Only on a subscription this socket holds, and only what its guard lets it perform.
        const action = actionOf((data as { data?: unknown }).data);
        const run = () => {
          const perform = connection.subscriptions.get(identifier)?.perform;
          if (perform && action) return Promise.resolve(perform(action)).catch(() => undefined);
        };
        const pending = subscribing.get(identifier);
        if (pending) void pending.then(run);
        else void run();
      }
    };
    socket.send(JSON.stringify({ type: 'welcome' }));
    for (const raw of early.splice(0)) handle(raw);
  });
}
