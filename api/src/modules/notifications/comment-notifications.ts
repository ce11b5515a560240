import type { CommentPayload } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import type { NotificationPublisher } from './notification-service';

/** One comment, as its notifications need it (leaderboard and calendar comments alike). */
export interface PublishedComment {
  /** Keys of its notifications: `${kind}-mention:${id}:${person}` and `${kind}-comment:${id}`. */
  kind: 'leaderboard' | 'calendar';
  id: number;
  authorId: number;
  accountId: number;
  payload: CommentPayload;
  /** People it mentions, the author already left out. */
  mentions: readonly number[];
  /** Which of the mentioned are the account's coaches (they get coach_mention, others client_mention). */
  coaches: ReadonlySet<number>;
  /** The client the comment is about (whose score, whose calendar), told with client_comment; null: none. */
  subject: number | null;
}

/**
 * A comment's notifications, one per comment and person (decision 0192): each mentioned person gets the
 * mention; the account's coaches a coach_comment, leaving out those the mention already told; the client it
 * is about a client_comment, unless they wrote it or were mentioned. Published inside `tx`, so they exist
 * exactly when the comment does.
 */
export async function publishCommentNotifications(
  notifications: NotificationPublisher,
  comment: PublishedComment,
  tx: Queryable,
): Promise<void> {
  const { kind, id, payload, mentions } = comment;
  for (const userId of mentions) {
    const key = `${kind}-mention:${id}:${userId}`;
    const recipient = { user_id: userId };
    await notifications.publish(
      comment.coaches.has(userId)
        ? { type: 'coach_mention', key, recipient, payload }
        : { type: 'client_mention', key, recipient, payload },
      { tx },
    );
  }
  await notifications.publish(
    {
      type: 'coach_comment',
      key: `${kind}-comment:${id}`,
      recipient: { account_id: comment.accountId, except_user_ids: [...mentions] },
      payload,
    },
    { tx },
  );
  const { subject } = comment;
  if (subject !== null && subject !== comment.authorId && !mentions.includes(subject))
    await notifications.publish(
      { type: 'client_comment', key: `${kind}-comment:${id}`, recipient: { user_id: subject }, payload },
      { tx },
    );
}
