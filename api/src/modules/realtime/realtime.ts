import type { CableChannel, CableMessageOf } from '@coachforge/contracts';
import { streams, type Broadcaster, type CableBroadcast } from './broadcaster';

/**
 * What other modules call to push a realtime event; they never see sockets or streams. A push that cannot
 * be delivered (Redis down) is logged and dropped: it never fails the write that caused it, and open
 * pages catch up when they next load.
 */
export function createRealtime(
  broadcaster: Broadcaster,
  log: (message: string, error: unknown) => void = () => undefined,
) {
  const publish = (broadcast: CableBroadcast) =>
    broadcaster.publish(broadcast).catch((error: unknown) => log('a realtime push was not delivered', error));
  const send = <C extends CableChannel>(channel: C, stream: string, message: CableMessageOf[C]) =>
    publish({ channel, stream, message });
  return {
    toIdentity: <C extends CableChannel>(channel: C, userId: number, message: CableMessageOf[C]) =>
      send(channel, streams.user(userId), message),
    toAccount: <C extends CableChannel>(channel: C, accountId: number, message: CableMessageOf[C]) =>
      send(channel, streams.account(accountId), message),
    /** The identity, only while it acts as the account (a notification stored for that member alone). */
    toMember: <C extends CableChannel>(
      channel: C,
      to: { accountId: number; userId: number },
      message: CableMessageOf[C],
    ) => send(channel, streams.member(to.accountId, to.userId), message),
    /** Every socket subscribed to the room's ChatChannel (the subscription checked membership). */
    toChatRoom: (roomId: number, message: CableMessageOf['ChatChannel']) =>
      send('ChatChannel', streams.chatRoom(roomId), message),
    /** Every page showing the board's comments (the subscription checked the account). */
    toLeaderboard: (
      accountId: number,
      kind: string,
      boardId: number,
      message: CableMessageOf['LeaderboardChannel'],
    ) => send('LeaderboardChannel', streams.leaderboard(accountId, kind, boardId), message),
    toEveryone: <C extends CableChannel>(channel: C, message: CableMessageOf[C]) =>
      send(channel, streams.everyone, message),
    /** Some of the identity's tokens were revoked: every instance checks its sockets again and closes those
     * whose token no longer holds. */
    disconnectIdentity: (userId: number) =>
      publish({
        channel: 'SystemNotificationChannel',
        stream: streams.user(userId),
        message: null,
        disconnect: true,
      }),
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
