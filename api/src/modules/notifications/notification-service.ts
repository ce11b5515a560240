import {
  activityTypeOf,
  countersOf,
  fieldErrorsOf,
  feedTabs,
  messages,
  NOTIFICATIONS_PAGE_SIZE,
  notificationCatalogue,
  notificationListQuerySchema,
  type ActivityType,
  type NotificationCounters,
  type NotificationEvent,
  type NotificationListQuery,
  type NotificationPage,
} from '@coachforge/contracts';
import { ValidationError } from 'yup';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import type { JobQueue } from '../job-queue';
import type { Realtime } from '../realtime';
import type { AccountWithSubscription } from '../users';
import { blockedBy, isBlockedAccount, receives, visibleActivityTypes } from './delivery-rules';
import { dateKeyOf, presentNotification } from './notification-presenter';
import { notificationRepository, type Recipient } from './notification-repository';

/** The durable job that turns one published happening into its recipients' notifications. */
export const DELIVER_NOTIFICATION_JOB = 'notifications.deliver';

export interface NotificationPublisher {
  /**
   * Publishes a happening. Inside `tx` it is published exactly when the change that caused it commits
   * (a rollback takes it along); delivery follows as a durable job, so a restart never loses it.
   */
  publish(event: NotificationEvent, options?: { tx?: Queryable }): Promise<void>;
}

const notFound = () => httpError(404, messages.http.notFound);

/** The query string as the contracts read it; a value of the wrong kind (or repeated) is the caller's error. */
function parseListQuery(query: unknown): NotificationListQuery {
  try {
    return notificationListQuerySchema.validateSync(query, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    throw error instanceof ValidationError
      ? httpError(422, messages.api.invalidRequest, fieldErrorsOf(error))
      : httpError(422, messages.api.invalidRequest);
  }
}

/** The ids a happening is about, kept as columns so the feed shows today's names. */
function subjectOf(event: NotificationEvent): { userId: number | null; programId: number | null } {
  const payload = event.payload as Record<string, unknown>;
  const person = payload.client_id ?? payload.coach_id ?? payload.author_id ?? payload.inviter_id;
  return {
    userId: typeof person === 'number' ? person : null,
    programId: typeof payload.plan_id === 'number' ? payload.plan_id : null,
  };
}

export function createNotificationService(
  { db, clock }: ApiContext,
  { jobs, realtime }: { jobs: JobQueue; realtime: Realtime },
) {
  /** The members a happening reaches, after the rules of spec 03 section 4.1. */
  async function recipientsOf(event: NotificationEvent): Promise<Recipient[]> {
    const activityType = activityTypeOf(event.type);
    if ('account_id' in event.recipient) {
      const accountId = event.recipient.account_id;
      const blocked = await isBlockedAccount(db, clock, accountId);
      const members = await notificationRepository.membersOf(db, accountId);
      // Nobody is told of what they did themselves (a coach joining the team they accepted).
      const actor = subjectOf(event).userId;
      const toldOtherwise = new Set(event.recipient.except_user_ids ?? []);
      return members
        .filter((member) => member.user_id !== actor && !toldOtherwise.has(member.user_id))
        .filter((member) => receives(activityType, { financial: member.financial, blocked }))
        .map((member) => ({ accountId, userId: member.user_id }));
    }
    const own = await notificationRepository.privateAccountOf(db, event.recipient.user_id);
    if (!own) return [];
    const blocked = await isBlockedAccount(db, clock, own.account_id);
    return receives(activityType, { financial: own.financial, blocked })
      ? [{ accountId: own.account_id, userId: own.user_id }]
      : [];
  }

  async function deliver(event: NotificationEvent): Promise<void> {
    if (!(event.type in notificationCatalogue)) throw new Error(`unknown notification type ${event.type}`);
    const subject = subjectOf(event);
    for (const to of await recipientsOf(event)) {
      const id = await notificationRepository.insert(db, to, {
        eventKey: event.key,
        type: event.type,
        activityType: activityTypeOf(event.type),
        subjectUserId: subject.userId,
        programId: subject.programId,
        payload: event.payload,
      });
      if (id !== null)
        await realtime.toMember('NotificationChannel', to, { type: 'new', data: { notification_id: id } });
    }
  }
  jobs.register(DELIVER_NOTIFICATION_JOB, (payload) => deliver(payload as unknown as NotificationEvent));

  /** The identity in its current account, with the activity types it may see now. */
  async function viewerOf(to: Recipient) {
    const [member, blocked] = await Promise.all([
      notificationRepository.memberOf(db, to),
      isBlockedAccount(db, clock, to.accountId),
    ]);
    return visibleActivityTypes({ financial: member?.financial ?? false, blocked });
  }

  async function counters(to: Recipient, visible?: ActivityType[]): Promise<NotificationCounters> {
    const types = visible ?? (await viewerOf(to));
    return countersOf(await notificationRepository.unreadByType(db, to, types));
  }

  /** The counters after a read change, pushed to the member's other tabs and devices too. */
  async function countersChanged(to: Recipient, visible: ActivityType[]): Promise<NotificationCounters> {
    const now = await counters(to, visible);
    await realtime.toMember('NotificationChannel', to, { type: 'counters', data: now });
    return now;
  }

  const publisher: NotificationPublisher = {
    async publish(event, { tx } = {}) {
      await jobs.enqueue(DELIVER_NOTIFICATION_JOB, event as unknown as Record<string, unknown>, {
        ...(tx ? { tx } : {}),
        uniqueKey: `${DELIVER_NOTIFICATION_JOB}:${event.type}:${event.key}`,
      });
    },
  };

  return {
    ...publisher,
    deliver,

    async list(to: Recipient, query: unknown): Promise<NotificationPage> {
      const parsed = parseListQuery(query);
      const visible = await viewerOf(to);
      const wanted: readonly ActivityType[] = parsed.activity_type
        ? [parsed.activity_type]
        : feedTabs[parsed.tab ?? 'overview'];
      const filter = {
        activityTypes: wanted.filter((type) => visible.includes(type)),
        ...(parsed.read === undefined ? {} : { read: parsed.read }),
      };
      const offset = parsed.offset ?? 0;
      // The page and the count read the same rows: asked together.
      const [rows, total] = await Promise.all([
        notificationRepository.page(db, to, {
          ...filter,
          limit: parsed.limit ?? NOTIFICATIONS_PAGE_SIZE,
          offset,
        }),
        notificationRepository.count(db, to, filter),
      ]);
      return {
        items: rows.map(presentNotification),
        meta: {
          first_date: rows[0] ? dateKeyOf(rows[0].created_at) : null,
          last_date: rows.at(-1) ? dateKeyOf(rows.at(-1)!.created_at) : null,
          min_offset: offset,
          total,
        },
      };
    },

    counters: (to: Recipient) => counters(to),

    /**
     * The given accounts in which the member has anything unread they may see: the header's dot, the switch
     * modal's flags. One query for them all; the caller's subscriptions say which accounts are blocked.
     */
    async unreadAccounts(userId: number, accounts: readonly AccountWithSubscription[]): Promise<Set<number>> {
      if (accounts.length === 0) return new Set();
      const now = clock.now();
      const blocked = new Map(accounts.map((a) => [a.accountId, blockedBy(a.subscription, now)]));
      const rows = await notificationRepository.unreadKindsIn(db, userId, [...blocked.keys()]);
      return new Set(
        rows
          .filter((row) =>
            visibleActivityTypes({
              financial: row.financial,
              blocked: blocked.get(row.account_id)!,
            }).includes(row.activity_type),
          )
          .map((row) => row.account_id),
      );
    },

    /** Read or unread again; another's notification, or one the member may no longer see, is not found. */
    async setRead(to: Recipient, id: number, read: boolean): Promise<NotificationCounters> {
      if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
      const visible = await viewerOf(to);
      if (!(await notificationRepository.setRead(db, to, id, read, visible))) throw notFound();
      return countersChanged(to, visible);
    },

    async readAll(to: Recipient, activityType: ActivityType): Promise<NotificationCounters> {
      const visible = await viewerOf(to);
      if (visible.includes(activityType)) await notificationRepository.readAll(db, to, activityType);
      return countersChanged(to, visible);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
