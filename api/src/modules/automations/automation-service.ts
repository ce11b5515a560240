import { randomBytes } from 'node:crypto';
import {
  accountStateOf,
  AUTOMATION_DELIVERY_ATTEMPTS,
  AUTOMATION_SAMPLES,
  automationEvents,
  MAX_AUTOMATION_HOOKS,
  messages,
  planLimitsOfSubscription,
  type AutomationEvent,
  type AutomationEventPayload,
  type AutomationHook,
  type AutomationHookRequest,
  type AutomationKeyCreated,
  type AutomationMe,
  type AutomationSettings,
  type AutomationSubscription,
  type NotificationEvent,
  type ZapierAccountRequest,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import type { JobQueue } from '../job-queue';
import { findOwnedProgram, requireOwner, type CoachAccessResolver } from '../programs';
import { hashToken, newTokenValue } from '../sessions';
import { presentSubscription, userRepository } from '../users';
import { exampleOf, happeningsOf } from './automation-happenings';
import { automationRepository as repo, type AutomationHookRow } from './automation-repository';
import { targetAllowedAsWritten } from './target-address';

/** Turns a published happening into stored automation events and one delivery job per hook. */
export const FAN_OUT_JOB = 'automations.fan_out';
/** One signed POST of one event to one hook's target. */
export const DELIVER_JOB = 'automations.deliver';

interface Identity {
  userId: number;
  accountId: number;
}

const KEY_PREFIX = 'cfk_';
const SECRET_PREFIX = 'cfs_';

const presentHook = (row: AutomationHookRow): AutomationHook => ({
  id: row.id,
  event: row.event,
  target_url: row.target_url,
  created_at: row.created_at.toISOString(),
  last_delivery:
    row.last_status && row.last_attempt_at
      ? {
          status: row.last_status,
          at: row.last_attempt_at.toISOString(),
          response_code: row.last_response_code,
        }
      : null,
});

/**
 * Automations (decision 0178): the owner's key and page, the calls an automation service makes with the
 * key, and turning the platform's happenings into deliveries.
 */
export function createAutomationService(
  context: ApiContext,
  { jobs, access }: { jobs: JobQueue; access: CoachAccessResolver },
) {
  const { db, clock, config } = context;
  const policy = { allowLoopback: config.automations.allowLoopbackTargets };

  /** PROFESSIONAL or a running trial (the contracts' plan limits), and not blocked. */
  async function allowed(accountId: number, on: Queryable = db): Promise<boolean> {
    const subscription = presentSubscription(
      await userRepository.findPlatformSubscription(on, accountId),
      clock.now(),
    );
    return planLimitsOfSubscription(subscription).zapier && !accountStateOf(subscription).blocked;
  }

  const requireAccountOwner = async (identity: Identity) => requireOwner(await access.of(identity));

  async function settingsOf(accountId: number): Promise<AutomationSettings> {
    const account = await repo.account(db, accountId);
    return {
      key:
        account?.key_last4 && account.key_created_at
          ? { last4: account.key_last4, created_at: account.key_created_at.toISOString() }
          : null,
      signing_secret: account?.signing_secret ?? null,
      hooks: (await repo.hooks(db, accountId)).map(presentHook),
      zapier_account: await repo.zapierAccount(db, accountId),
      zaps_connected: await repo.zapsConnected(db, accountId),
    };
  }

  const eventOf = (value: unknown): AutomationEvent => {
    if (typeof value === 'string' && (automationEvents as readonly string[]).includes(value))
      return value as AutomationEvent;
    throw httpError(404, messages.http.notFound);
  };

  return {
    allowed,

    async settings(identity: Identity): Promise<AutomationSettings> {
      await requireAccountOwner(identity);
      return settingsOf(identity.accountId);
    },

    /**
     * Selling through the automation service (decision 0170): the owner's choice, kept off the plan too, so
     * a lapsed plan never reopens the checkout of a coach who bills elsewhere.
     */
    async setZapierAccount(identity: Identity, request: ZapierAccountRequest): Promise<AutomationSettings> {
      await requireAccountOwner(identity);
      await repo.setZapierAccount(db, identity.accountId, request.zapier_account);
      return settingsOf(identity.accountId);
    },

    /** Creates the key or rotates it: the old key stops working at once; hooks and the secret stay. */
    async createKey(identity: Identity): Promise<AutomationKeyCreated> {
      await requireAccountOwner(identity);
      if (!(await allowed(identity.accountId))) throw httpError(403, messages.automations.planRequired);
      const key = `${KEY_PREFIX}${newTokenValue()}`;
      // Stored only with the first key: a rotation keeps, and answers, the stored secret.
      const saved = await repo.saveKey(db, identity.accountId, {
        hash: hashToken(key),
        last4: key.slice(-4),
        signingSecret: `${SECRET_PREFIX}${randomBytes(32).toString('hex')}`,
      });
      return {
        key,
        last4: saved.key_last4!,
        created_at: saved.key_created_at!.toISOString(),
        signing_secret: saved.signing_secret,
      };
    },

    async revokeKey(identity: Identity): Promise<void> {
      await requireAccountOwner(identity);
      await db.transaction((tx) => repo.revokeKey(tx, identity.accountId));
    },

    /** The account an automation service acts for: 401 without a valid key, 403 off the plan. */
    async accountOfKey(header: string | string[] | undefined): Promise<number> {
      const key = typeof header === 'string' ? header.trim() : '';
      const accountId =
        key.startsWith(KEY_PREFIX) && key.length < 200 ? await repo.accountOfKey(db, hashToken(key)) : null;
      if (accountId === null) throw httpError(401, messages.automations.keyMissingHeader);
      if (!(await allowed(accountId))) throw httpError(403, messages.automations.planRequired);
      return accountId;
    },

    async me(accountId: number): Promise<AutomationMe> {
      return { account_id: accountId, account_name: (await repo.accountName(db, accountId)) ?? '' };
    },

    async subscribe(accountId: number, request: AutomationHookRequest): Promise<AutomationSubscription> {
      const url = new URL(request.target_url);
      if (!targetAllowedAsWritten(url, policy))
        throw httpError(422, messages.automations.targetUrlPrivate, {
          target_url: [messages.automations.targetUrlPrivate],
        });
      const event = request.event;
      const hook = await db.transaction(async (tx) => {
        // One subscriber at a time per account, so the limit holds under concurrent calls.
        await tx.query(`SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE`, [accountId]);
        const known = (await repo.hooks(tx, accountId, event)).find((row) => row.target_url === url.href);
        if (!known && (await repo.countHooks(tx, accountId)) >= MAX_AUTOMATION_HOOKS)
          throw httpError(422, messages.automations.tooManyHooks(MAX_AUTOMATION_HOOKS));
        return known ?? repo.subscribe(tx, accountId, event, url.href);
      });
      return { id: hook.id, event: hook.event, target_url: hook.target_url };
    },

    async unsubscribe(accountId: number, hookId: string | undefined): Promise<void> {
      const id = /^[1-9]\d{0,14}$/.test(hookId ?? '') ? Number(hookId) : null;
      if (id === null || !(await repo.unsubscribe(db, accountId, id)))
        throw httpError(404, messages.automations.hookNotFound);
    },

    /** Newest first, as an automation service's sample list expects; an example before the first one. */
    async samples(accountId: number, value: unknown): Promise<AutomationEventPayload[]> {
      const event = eventOf(value);
      const latest = await repo.latestEvents(db, accountId, event, AUTOMATION_SAMPLES);
      return latest.length > 0 ? latest : [exampleOf(event, accountId, clock.now())];
    },

    /**
     * Listens to published notifications: one durable job per notification, in the publisher's
     * transaction, and only for an account with a key (without one nothing is stored or delivered).
     */
    async heard(notification: NotificationEvent, tx?: Queryable): Promise<void> {
      const [first] = happeningsOf(notification);
      if (!first || !(await repo.hasKey(tx ?? db, first.accountId))) return;
      await jobs.enqueue(
        FAN_OUT_JOB,
        { notification: notification as unknown as Record<string, unknown> },
        { ...(tx ? { tx } : {}), uniqueKey: `${FAN_OUT_JOB}:${notification.type}:${notification.key}` },
      );
    },

    async fanOut(notification: NotificationEvent): Promise<void> {
      const sourceKey = `${notification.type}:${notification.key}`;
      const happenings = happeningsOf(notification);
      const [first] = happenings;
      if (!first) return;
      // The happenings of one notification share the account, the client and the program: read them once.
      const { accountId } = first;
      const account = await repo.account(db, accountId);
      if (!account?.key_hash || !(await allowed(accountId))) return;
      const client = await userRepository.findById(db, first.clientId);
      const program = await findOwnedProgram(db, accountId, first.programId);
      if (!client || !program) return;
      let enqueued = false;
      for (const { event, details } of happenings) {
        const payload: Omit<AutomationEventPayload, 'id'> = {
          event,
          occurred_at: clock.now().toISOString(),
          account_id: accountId,
          client: {
            id: client.id,
            full_name: `${client.first_name} ${client.last_name}`.trim(),
            email: client.email,
          },
          program: { id: program.id, title: program.title, plan_type: program.plan_type },
          ...details,
        };
        await db.transaction(async (tx) => {
          const eventId = await repo.insertEvent(tx, accountId, event, sourceKey, payload);
          if (eventId === null) return;
          for (const hook of await repo.hooks(tx, accountId, event)) {
            await jobs.enqueue(
              DELIVER_JOB,
              { hook_id: hook.id, event_id: eventId },
              {
                tx,
                uniqueKey: `${DELIVER_JOB}:${eventId}:${hook.id}`,
                maxAttempts: AUTOMATION_DELIVERY_ATTEMPTS,
              },
            );
            enqueued = true;
          }
        });
      }
      if (enqueued) jobs.wake();
    },
  };
}

export type AutomationService = ReturnType<typeof createAutomationService>;
