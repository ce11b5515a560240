import { createHmac } from 'node:crypto';
import {
  AUTOMATION_DELIVERY_HEADER,
  AUTOMATION_EVENT_HEADER,
  AUTOMATION_SIGNATURE_HEADER,
  AUTOMATION_SIGNATURE_PREFIX,
  AUTOMATION_TIMESTAMP_HEADER,
  signedContentOf,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { JobRow } from '../job-queue';
import { automationRepository as repo } from './automation-repository';
import type { AutomationService } from './automation-service';
import { targetAllowedNow } from './target-address';

/** The signature header's value for a body signed at `timestamp` (unix seconds) with the account's secret. */
export const signatureOf = (secret: string, timestamp: string, body: string): string =>
  AUTOMATION_SIGNATURE_PREFIX +
  createHmac('sha256', secret).update(signedContentOf(timestamp, body)).digest('hex');

/**
 * One delivery (decision 0178): a signed POST of the event's JSON to the hook's target. 2xx is delivered;
 * 410 Gone unsubscribes the hook; anything else, or no answer, is retried with the job queue's backoff
 * until the last attempt, which is recorded as failed (a customer's endpoint is not the operator's error).
 */
export function createDelivery({ db, clock, config }: ApiContext, automations: AutomationService) {
  const policy = { allowLoopback: config.automations.allowLoopbackTargets };
  return async function deliver(payload: Record<string, unknown>, job: JobRow): Promise<void> {
    const hook = await repo.hook(db, Number(payload.hook_id));
    const event = await repo.event(db, Number(payload.event_id));
    if (!hook || !event) return;
    const account = await repo.account(db, hook.account_id);
    if (!account?.key_hash || !(await automations.allowed(hook.account_id))) return;
    const last = job.attempts >= job.max_attempts;
    const url = new URL(hook.target_url);
    if (!(await targetAllowedNow(url, policy))) {
      await repo.recordAttempt(db, hook.id, 'failed', null);
      return;
    }

    const body = JSON.stringify(event.payload);
    const timestamp = String(Math.floor(clock.now().getTime() / 1000));
    let code: number | null = null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(config.automations.deliveryTimeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Coachforge-Automations/1',
          [AUTOMATION_EVENT_HEADER]: event.payload.event,
          [AUTOMATION_DELIVERY_HEADER]: event.payload.id,
          [AUTOMATION_TIMESTAMP_HEADER]: timestamp,
          [AUTOMATION_SIGNATURE_HEADER]: signatureOf(account.signing_secret, timestamp, body),
        },
      });
      code = response.status;
      await response.body?.cancel().catch(() => undefined);
    } catch {
      code = null;
    }
    if (code === 410) {
      await repo.removeHook(db, hook.id);
      return;
    }
    if (code !== null && code >= 200 && code < 300) {
      await repo.recordAttempt(db, hook.id, 'delivered', code);
      return;
    }
    await repo.recordAttempt(db, hook.id, last ? 'failed' : 'retrying', code);
    if (!last) throw new Error(`automation hook ${hook.id} answered ${code ?? 'nothing'}`);
  };
}
