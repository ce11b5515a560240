import type { AddressInfo } from 'node:net';
import { CABLE_PATH, CABLE_SUBPROTOCOL } from '@coachforge/contracts';
import WebSocket from 'ws';
import type { TestApi } from './test-api';

export type CableFrame = Record<string, unknown>;

export interface CableOptions {
  /** The subprotocols offered, in order; @rails/actioncable's own by default. */
  protocols?: string[];
  /** Keep the server's ping frames with the others (a test of the protocol itself waits for one). */
  keepPings?: boolean;
}

/**
 * A minimal ActionCable client for tests: what @rails/actioncable sends and expects. `auth` is the
 * signed-in headers; their bearer token is sent as the access_token, as the browser sends it.
 */
export async function connectCable(
  api: TestApi,
  auth: Record<string, string>,
  { protocols = [CABLE_SUBPROTOCOL], keepPings = false }: CableOptions = {},
) {
  const token = (auth.authorization ?? '').replace(/^Bearer /, '');
  const { port } = api.app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${CABLE_PATH}?access_token=${token}`, protocols);
  const received: CableFrame[] = [];
  const waiters: { test: (m: CableFrame) => boolean; resolve: (m: CableFrame) => void }[] = [];
  socket.on('message', (raw) => {
    const frame = JSON.parse(String(raw)) as CableFrame;
    if (frame.type === 'ping' && !keepPings) return;
    received.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.test(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const next = (test: (m: CableFrame) => boolean) =>
    new Promise<CableFrame>((resolve, reject) => {
      const seen = received.find(test);
      if (seen) return resolve(seen);
      const timer = setTimeout(() => reject(new Error('no such cable frame within 5 s')), 5000);
      waiters.push({
        test,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      });
    });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    next,
    /** Subscribes to a channel's identifier (as an object or already written as JSON); answers the text. */
    subscribe(identifier: Record<string, unknown> | string) {
      const text = typeof identifier === 'string' ? identifier : JSON.stringify(identifier);
      socket.send(JSON.stringify({ command: 'subscribe', identifier: text }));
      return text;
    },
    /** ActionCable's perform: an action on a subscription this socket holds. */
    perform(identifier: string, data: Record<string, unknown>) {
      socket.send(JSON.stringify({ command: 'message', identifier, data: JSON.stringify(data) }));
    },
    close: () => socket.close(),
  };
}
