import { Redis } from 'ioredis';
import type { Broadcaster, CableBroadcast } from './broadcaster';

/**
 * Redis's publish/subscribe ignores the database a URL names: the channel carries its number, so
 * deployments (or test runs) given different databases of one Redis never hear each other's pushes.
 */
export const redisChannelOf = (url: string) => {
  const database = Number(new URL(url).pathname.slice(1) || '0');
  return `coachforge:cable:${Number.isInteger(database) ? database : 0}`;
};

/**
 * Fan-out across API instances. Every instance, the publisher included, receives the broadcast from
 * Redis and delivers it to its own sockets, so nothing is delivered twice.
 */
export async function createRedisBroadcaster(url: string): Promise<Broadcaster> {
  // While Redis is down a publish fails at once instead of queueing behind the outage; the subscriber
  // reconnects and subscribes again by itself. Errors are reported by the calls that fail.
  const publisher = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: 2_000,
  });
  const subscriber = new Redis(url, { lazyConnect: true });
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  const REDIS_CHANNEL = redisChannelOf(url);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(REDIS_CHANNEL);
  const listeners = new Set<(broadcast: CableBroadcast) => void>();
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel !== REDIS_CHANNEL) return;
    let broadcast: CableBroadcast;
    try {
      broadcast = JSON.parse(payload) as CableBroadcast;
    } catch {
      return;
    }
    for (const listener of listeners) listener(broadcast);
  });
  return {
    async publish(broadcast) {
      await publisher.publish(REDIS_CHANNEL, JSON.stringify(broadcast));
    },
    onBroadcast(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
