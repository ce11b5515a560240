import {
  CABLE_PATH,
  CABLE_TOKEN_PARAM,
  type CableChannel,
  type PlatformBus,
  type PlatformCable,
  type SessionState,
} from '@coachforge/contracts';
import type { Consumer, createConsumer } from '@rails/actioncable';
import type { Observable } from 'rxjs';
import { busEventsOf } from './map-cable-message';

export interface CableDeps {
  bus: PlatformBus;
  session: { state$: Observable<SessionState> };
  /** The current access token (without its type), read at every (re)connection. */
  accessToken: () => string | null;
  origin?: string;
  /**
   * Settled once the page's main area is shown, which a signed-in page opened cold holds until its header
   * is drawn: the socket's library is fetched and run after that, not beside the header (decision 0272).
   */
  opensAfter?: Promise<void>;
}

/** The channels the shell itself listens to for the whole page. */
const SHELL_CHANNELS: CableChannel[] = [
  'SystemNotificationChannel',
  'NotificationChannel',
  'ChatNotificationChannel',
];

/**
 * The page's one realtime connection: @rails/actioncable against the API's /cable. It opens when a
 * session starts and closes when it ends; ActionCable's monitor reconnects after a drop or an API
 * restart, and the token is read afresh each time, so a renewed token is used.
 */
export function createCable({
  bus,
  session,
  accessToken,
  origin = window.location.origin,
  opensAfter = Promise.resolve(),
}: CableDeps) {
  let consumer: Consumer | null = null;
  let signedInAs: number | null = null;
  const extra = new Set<{
    channel: CableChannel;
    params: Record<string, string | number>;
    onMessage: (m: never) => void;
    unsubscribe?: () => void;
    perform?: (action: string, data: Record<string, string | number | boolean>) => void;
  }>();

  const url = () => {
    const socketUrl = new URL(CABLE_PATH, origin.replace(/^http/, 'ws'));
    socketUrl.searchParams.set(CABLE_TOKEN_PARAM, accessToken() ?? '');
    return socketUrl.toString();
  };

  function attach(entry: typeof extra extends Set<infer E> ? E : never) {
    if (!consumer) return;
    const subscription = consumer.subscriptions.create(
      { channel: entry.channel, ...entry.params },
      { received: (message: never) => entry.onMessage(message) },
    );
    entry.unsubscribe = () => subscription.unsubscribe();
    entry.perform = (action, data) => void subscription.perform(action, data);
  }

  /** Also shown on the page root, so support staff and browser tests can see the socket's state. */
  function status(connected: boolean) {
    document.documentElement.dataset.realtime = connected ? 'connected' : 'disconnected';
    bus.emit({ type: 'realtime.status', connected });
  }

  // Counts opens and closes, so a socket library that arrives after the session ended is not used.
  let generation = 0;

  /** The socket library is fetched with the first session: signed-out pages never load it. */
  function open() {
    const opened = ++generation;
    opensAfter
      .then(() => import(/* webpackChunkName: "shell-realtime" */ '@rails/actioncable'))
      .then(({ createConsumer }) => {
        if (opened === generation) connect(createConsumer);
      })
      .catch((error: unknown) => console.error('The realtime connection could not be loaded', error));
  }

  function connect(create: typeof createConsumer) {
    consumer = create(url);
    for (const channel of SHELL_CHANNELS) {
      consumer.subscriptions.create(
        { channel },
        {
          // One channel speaks for the connection, so each change is announced once.
          ...(channel === 'SystemNotificationChannel'
            ? { connected: () => status(true), disconnected: () => status(false) }
            : {}),
          received: (message: never) => {
            for (const event of busEventsOf(channel, message)) bus.emit(event);
          },
        },
      );
    }
    for (const entry of extra) attach(entry);
  }

  function close() {
    generation += 1;
    consumer?.disconnect();
    consumer = null;
    for (const entry of extra) {
      entry.unsubscribe?.();
      delete entry.perform;
    }
  }

  session.state$.subscribe((state) => {
    const accountId = state.status === 'signed-in' ? state.me.current.id : null;
    if (accountId === signedInAs) return;
    signedInAs = accountId;
    close();
    if (accountId !== null) open();
  });

  const cable: PlatformCable = {
    subscribe(channel, onMessage, params = {}) {
      const entry = { channel, params, onMessage: onMessage as (m: never) => void } as Parameters<
        typeof attach
      >[0];
      extra.add(entry);
      attach(entry);
      const unsubscribe = () => {
        entry.unsubscribe?.();
        extra.delete(entry);
      };
      return Object.assign(unsubscribe, {
        perform: (action: string, data: Record<string, string | number | boolean> = {}) =>
          entry.perform?.(action, data),
      });
    },
  };
  return cable;
}
