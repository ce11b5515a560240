import type { CableChannel } from '@coachforge/contracts';

/** One message for every socket subscribed to `channel` whose identity listens to `stream`. */
export interface CableBroadcast {
  channel: CableChannel;
  stream: string;
  message: unknown;
  /** Instead of a message: close every socket listening to the stream (the identity signed out). */
  disconnect?: true;
}

/**
 * Carries broadcasts to the sockets. In one process it is a local fan-out; with several API instances
 * it is Redis pub/sub, so a broadcast published on one instance reaches sockets held by another.
 */
export interface Broadcaster {
  publish(broadcast: CableBroadcast): Promise<void>;
  onBroadcast(listener: (broadcast: CableBroadcast) => void): () => void;
  close(): Promise<void>;
}

export function createInProcessBroadcaster(): Broadcaster {
  const listeners = new Set<(broadcast: CableBroadcast) => void>();
  return {
    async publish(broadcast) {
      for (const listener of listeners) listener(broadcast);
    },
    onBroadcast(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

/** Streams a channel's subscribers listen to: the identity, the current account, one member of it, everyone. */
export const streams = {
  user: (userId: number) => `user:${userId}`,
  account: (accountId: number) => `account:${accountId}`,
  /** The identity while it acts as the account: what is for one member of a team and not the others. */
  member: (accountId: number, userId: number) => `member:${accountId}:${userId}`,
  everyone: 'everyone',
  /** The members of one chat room, each subscribed after the room let them in. */
  chatRoom: (roomId: number) => `chat_room:${roomId}`,
  /** The pages showing one board's comments, each subscribed after the board's account let them in. */
  leaderboard: (accountId: number, kind: string, boardId: number) =>
    `leaderboard:${accountId}:${kind}:${boardId}`,
} as const;
