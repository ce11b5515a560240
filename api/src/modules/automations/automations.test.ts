import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AUTOMATION_KEY_HEADER,
  AUTOMATION_SIGNATURE_HEADER,
  AUTOMATION_TIMESTAMP_HEADER,
  endpoints,
  MAX_AUTOMATION_HOOKS,
  messages,
  type AutomationEventPayload,
  type AutomationKeyCreated,
  type AutomationSettings,
} from '@coachforge/contracts';
import { readConfig } from '../../config';
import { buildCallerWorld } from '../../testing/callers';
import { accountIdOf, callEndpoint, onFreePlan } from '../../testing/programs';
import { startPurchaseWorld, type PurchaseWorld } from '../../testing/purchase-world';
import { signedUp, startTestApi } from '../../testing/test-api';

type Auth = Record<string, string>;

/** A receiver on this machine: it records every delivery and answers the statuses it is told to, in turn. */
interface Receiver {
  url: string;
  received: { headers: Record<string, string | string[] | undefined>; body: string }[];
  answers: number[];
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const answers: number[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let w: PurchaseWorld;
let receiver: Receiver;
beforeAll(async () => {
  w = await startPurchaseWorld();
  receiver = await startReceiver();
}, 30_000);
afterAll(async () => {
  await receiver.close();
  await w.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.answers.length = 0;
});

const withKey = (key: string): Auth => ({ [AUTOMATION_KEY_HEADER]: key });
const createKey = async (auth: Auth): Promise<AutomationKeyCreated> => {
  const created = await callEndpoint(w.api, endpoints.createAutomationKey, auth);
  expect(created.statusCode).toBe(201);
  return created.json();
};
const settings = async (auth: Auth): Promise<AutomationSettings> =>
  (await callEndpoint(w.api, endpoints.automationSettings, auth)).json();
const subscribe = (key: string, payload: unknown) =>
  callEndpoint(w.api, endpoints.subscribeAutomationHook, withKey(key), { payload });
/** A retry is due after its backoff: make it due now. */
const retriesDue = () =>
  w.api.db.query(`UPDATE background_jobs SET run_at = now() WHERE finished_at IS NULL AND failed_at IS NULL`);

/** A coach selling a program, with a key and a hook for `event` at the receiver. */
async function sellingCoach(event = 'new_purchase') {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { amount: 4999 });
  const { key, signing_secret } = await createKey(coach.auth);
  const hook = await subscribe(key, { target_url: receiver.url, event });
  expect(hook.statusCode).toBe(201);
  return { coach, plan, key, secret: signing_secret, hookId: hook.json().id as number };
}

describe('the API key', () => {
  test('is shown once in full, then only by its last 4 characters, and is stored hashed', async () => {
    const coach = await w.coach();
    expect(await settings(coach.auth)).toEqual({
      key: null,
      signing_secret: null,
      hooks: [],
      zapier_account: false,
      zaps_connected: false,
    });
    const created = await createKey(coach.auth);
    expect(created.key).toMatch(/^cfk_[\w-]{43}$/);
    expect(created.last4).toBe(created.key.slice(-4));
    const read = await settings(coach.auth);
    expect(read.key).toEqual({ last4: created.last4, created_at: created.created_at });
    expect(JSON.stringify(read)).not.toContain(created.key);
    const stored = await w.api.db.query<{ key_hash: string }>(
      `SELECT key_hash FROM automation_accounts WHERE account_id = $1`,
      [await accountIdOf(w.api, coach.auth)],
    );
    expect(stored[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.key_hash).not.toContain(created.key);
  });

  test('authenticates the automation service: me answers the account; a wrong or missing key is 401', async () => {
    const coach = await w.coach();
    const { key } = await createKey(coach.auth);
    const me = await callEndpoint(w.api, endpoints.automationMe, withKey(key));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      account_id: await accountIdOf(w.api, coach.auth),
      account_name: expect.any(String),
    });
    for (const wrong of [`${key}x`, 'cfk_nope', '', key.slice(0, -1)]) {
      const refused = await callEndpoint(w.api, endpoints.automationMe, withKey(wrong));
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: messages.automations.keyMissingHeader });
    }
    expect((await callEndpoint(w.api, endpoints.automationMe, {})).statusCode).toBe(401);
    // A session is not a key.
    expect((await callEndpoint(w.api, endpoints.automationMe, coach.auth)).statusCode).toBe(401);
  });

  test('rotating stops the old key at once and keeps the hooks and the signing secret; revoking removes the hooks', async () => {
    const { coach, key, secret } = await sellingCoach();
    const rotated = await createKey(coach.auth);
    expect(rotated.key).not.toBe(key);
    expect(rotated.signing_secret).toBe(secret);
    expect((await callEndpoint(w.api, endpoints.automationMe, withKey(key))).statusCode).toBe(401);
    expect((await callEndpoint(w.api, endpoints.automationMe, withKey(rotated.key))).statusCode).toBe(200);
    expect((await settings(coach.auth)).hooks).toHaveLength(1);

    expect((await callEndpoint(w.api, endpoints.revokeAutomationKey, coach.auth)).statusCode).toBe(204);
    expect((await callEndpoint(w.api, endpoints.automationMe, withKey(rotated.key))).statusCode).toBe(401);
    expect(await settings(coach.auth)).toMatchObject({ key: null, hooks: [] });
  });

  test('is the owner’s only: a coach of the team who is not its owner, and a client, are refused', async () => {
    const api = await startTestApi({ adminToken: 'automations-admin-token-0123456789' });
    try {
      const world = await buildCallerWorld(api);
      const teamKey = (
        await callEndpoint(api, endpoints.createAutomationKey, world.headers.owner)
      ).json() as AutomationKeyCreated;
      for (const endpoint of [
        endpoints.automationSettings,
        endpoints.createAutomationKey,
        endpoints.revokeAutomationKey,
      ]) {
        expect((await callEndpoint(api, endpoint, world.headers.nonOwner)).statusCode).toBe(403);
        expect((await callEndpoint(api, endpoint, world.headers.client)).statusCode).toBe(403);
      }
      // The refusals changed nothing: the team's key still works.
      expect((await callEndpoint(api, endpoints.automationMe, withKey(teamKey.key))).json()).toMatchObject({
        account_id: world.teamId,
      });
      // Another account's owner reads their own account, never the team's key or secret.
      const other = (
        await callEndpoint(api, endpoints.automationSettings, world.headers.otherAccount)
      ).json() as AutomationSettings;
      expect(other.key).toBeNull();
      expect(JSON.stringify(other)).not.toContain(teamKey.signing_secret);
    } finally {
      await api.close();
    }
  }, 60_000);

  test('needs PROFESSIONAL or a trial: the FREE plan cannot create one, and its key stops working', async () => {
    const coach = await w.coach();
    const { key } = await createKey(coach.auth);
    await onFreePlan(w.api, coach.auth);
    const refused = await callEndpoint(w.api, endpoints.createAutomationKey, coach.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: messages.automations.planRequired });
    expect((await callEndpoint(w.api, endpoints.automationMe, withKey(key))).statusCode).toBe(403);
  });
});

describe('REST hooks', () => {
  test('subscribe answers the id the service unsubscribes with; the owner sees the hook', async () => {
    const coach = await w.coach();
    const { key } = await createKey(coach.auth);
    const hook = await subscribe(key, { target_url: receiver.url, event: 'new_client' });
    expect(hook.statusCode).toBe(201);
    expect(hook.json()).toEqual({ id: expect.any(Number), event: 'new_client', target_url: receiver.url });
    // The same URL and event again is the same hook.
    expect((await subscribe(key, { target_url: receiver.url, event: 'new_client' })).json().id).toBe(
      hook.json().id,
    );
    expect((await settings(coach.auth)).hooks).toEqual([
      expect.objectContaining({ id: hook.json().id, event: 'new_client', last_delivery: null }),
    ]);

    const gone = await callEndpoint(w.api, endpoints.unsubscribeAutomationHook, withKey(key), {
      params: { hook_id: hook.json().id },
    });
    expect(gone.statusCode).toBe(204);
    expect((await settings(coach.auth)).hooks).toEqual([]);
  });

  test('a coach never reads or removes another account’s hooks', async () => {
    const mine = await sellingCoach('new_client');
    const other = await w.coach();
    const { key: otherKey } = await createKey(other.auth);
    const removed = await callEndpoint(w.api, endpoints.unsubscribeAutomationHook, withKey(otherKey), {
      params: { hook_id: mine.hookId },
    });
    expect(removed.statusCode).toBe(404);
    expect((await settings(other.auth)).hooks).toEqual([]);
    expect((await settings(mine.coach.auth)).hooks).toHaveLength(1);
    expect((await settings(other.auth)).signing_secret).not.toBe(mine.secret);
  });

  test.each([
    ['an ftp URL', { target_url: 'ftp://example.com/x', event: 'new_client' }],
    ['a javascript URL', { target_url: 'javascript:alert(1)', event: 'new_client' }],
    ['no URL', { event: 'new_client' }],
    ['a URL with credentials', { target_url: 'https://a:b@example.com/x', event: 'new_client' }],
    ['a huge URL', { target_url: `https://example.com/${'a'.repeat(3000)}`, event: 'new_client' }],
    ['an unknown event', { target_url: 'https://example.com/x', event: 'new_coach' }],
    ['a wrong type', { target_url: ['https://example.com/x'], event: { $ne: 1 } }],
    ['a private address', { target_url: 'http://10.0.0.8/x', event: 'new_client' }],
    ['the metadata address', { target_url: 'http://169.254.169.254/latest', event: 'new_client' }],
    ['an intranet name', { target_url: 'http://intranet/x', event: 'new_client' }],
  ])('%s is refused with a 4xx JSON error', async (_label, payload) => {
    const coach = await w.coach();
    const { key } = await createKey(coach.auth);
    const refused = await subscribe(key, payload);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toHaveProperty('error');
  });

  test.each([['0'], ['abc'], ['1e3'], ['99999999999999999999'], ['%00']])(
    'unsubscribing hook %j is a 404',
    async (id) => {
      const coach = await w.coach();
      const { key } = await createKey(coach.auth);
      const answer = await w.api.call({
        method: 'DELETE',
        url: `/api/automations/hooks/${id}`,
        headers: withKey(key),
      });
      expect(answer.statusCode).toBe(404);
    },
  );

  test(`an account has at most ${MAX_AUTOMATION_HOOKS} hooks`, async () => {
    const coach = await w.coach();
    const { key } = await createKey(coach.auth);
    for (let i = 0; i < MAX_AUTOMATION_HOOKS; i += 1)
      expect(
        (await subscribe(key, { target_url: `https://hooks.example.com/${i}`, event: 'new_client' }))
          .statusCode,
      ).toBe(201);
    const refused = await subscribe(key, {
      target_url: 'https://hooks.example.com/more',
      event: 'new_client',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(messages.automations.tooManyHooks(MAX_AUTOMATION_HOOKS));
  });

  test('a production start refuses this machine as a target; development and tests allow it', async () => {
    expect(readConfig({ NODE_ENV: 'production' }).automations.allowLoopbackTargets).toBe(false);
    expect(readConfig({ NODE_ENV: 'development' }).automations.allowLoopbackTargets).toBe(true);
    expect(readConfig({}).automations.allowLoopbackTargets).toBe(true);
    const production = await startTestApi({
      automations: { allowLoopbackTargets: false, deliveryTimeoutMs: 1000 },
    });
    try {
      const coach = await signedUp(production, { role: 'coach' });
      const key = (await callEndpoint(production, endpoints.createAutomationKey, coach.auth)).json()
        .key as string;
      for (const target of [
        'http://127.0.0.1:9/x',
        'http://localhost/x',
        'http://[::1]/x',
        'http://2130706433/x',
      ])
        expect(
          (
            await callEndpoint(production, endpoints.subscribeAutomationHook, withKey(key), {
              payload: { target_url: target, event: 'new_client' },
            })
          ).statusCode,
        ).toBe(422);
      expect(
        (
          await callEndpoint(production, endpoints.subscribeAutomationHook, withKey(key), {
            payload: { target_url: 'https://hooks.example.com/x', event: 'new_client' },
          })
        ).statusCode,
      ).toBe(201);
    } finally {
      await production.close();
    }
  });
});

describe('deliveries', () => {
  test('a purchase is delivered as new_purchase, signed with the account’s secret over the timestamp and body', async () => {
    const { coach, plan, secret, hookId } = await sellingCoach('new_purchase');
    const client = await w.client();
    expect((await w.buy(client.auth, plan)).statusCode).toBe(200);
    await w.runDue();

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    const timestamp = String(delivery!.headers[AUTOMATION_TIMESTAMP_HEADER.toLowerCase()]);
    const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${delivery!.body}`).digest('hex')}`;
    expect(delivery!.headers[AUTOMATION_SIGNATURE_HEADER.toLowerCase()]).toBe(expected);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(600);
    const payload = JSON.parse(delivery!.body) as AutomationEventPayload;
    expect(payload).toMatchObject({
      id: expect.stringMatching(/^evt_\d+$/),
      event: 'new_purchase',
      account_id: await accountIdOf(w.api, coach.auth),
      client: { full_name: 'Jamie Rivers', email: client.email },
      program: { id: plan.id, title: 'Strength Block', plan_type: 'membership' },
      amount: 4999,
    });
    expect((await settings(coach.auth)).hooks).toEqual([
      expect.objectContaining({
        id: hookId,
        last_delivery: expect.objectContaining({ status: 'delivered', response_code: 200 }),
      }),
    ]);
    // The sample list now shows the real purchase first.
    const samples = await callEndpoint(
      w.api,
      endpoints.automationSamples,
      withKey((await createKey(coach.auth)).key),
      {
        params: { event: 'new_purchase' },
      },
    );
    expect(samples.json()).toEqual([payload]);
  });

  test('a hook hears only its own event and its own account', async () => {
    const { plan } = await sellingCoach('cancelled_subscription');
    const stranger = await sellingCoach('new_client');
    const client = await w.client();
    await w.buy(client.auth, plan);
    await w.runDue();
    expect(receiver.received).toEqual([]);
    await callEndpoint(w.api, endpoints.cancelMembershipNow, client.auth, { params: { plan_id: plan.id } });
    await w.runDue();
    expect(receiver.received.map((r) => JSON.parse(r.body).event)).toEqual(['cancelled_subscription']);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      reason: 'cancelled',
      at_period_end: false,
    });
    expect((await settings(stranger.coach.auth)).hooks[0]!.last_delivery).toBeNull();
  });

  test('a target answering 500 is retried with backoff until it takes the delivery', async () => {
    const { coach, plan, hookId } = await sellingCoach('new_client');
    receiver.answers.push(500, 503);
    const client = await w.client();
    await w.buy(client.auth, plan);
    await w.runDue();
    expect(receiver.received).toHaveLength(1);
    expect((await settings(coach.auth)).hooks[0]).toMatchObject({
      id: hookId,
      last_delivery: { status: 'retrying', response_code: 500 },
    });
    // Not yet due: the backoff holds the retry back.
    await w.runDue();
    expect(receiver.received).toHaveLength(1);
    await retriesDue();
    await w.runDue();
    await retriesDue();
    await w.runDue();
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received[2]!.body).toBe(receiver.received[0]!.body);
    expect((await settings(coach.auth)).hooks[0]!.last_delivery).toMatchObject({ status: 'delivered' });
  });

  test('a target answering 410 Gone is unsubscribed', async () => {
    const { coach, plan } = await sellingCoach('new_client');
    receiver.answers.push(410);
    const client = await w.client();
    await w.buy(client.auth, plan);
    await w.runDue();
    expect(receiver.received).toHaveLength(1);
    expect((await settings(coach.auth)).hooks).toEqual([]);
  });

  test('nothing is delivered once the account is on the FREE plan', async () => {
    const { coach, plan } = await sellingCoach('new_client');
    await onFreePlan(w.api, coach.auth);
    const client = await w.client();
    await w.buy(client.auth, plan);
    await w.runDue();
    expect(receiver.received).toEqual([]);
  });

  test('the sample list answers an example before the first happening, and 404 for an unknown event', async () => {
    const coach = await w.coach();
    const { key } = await createKey(coach.auth);
    const samples = await callEndpoint(w.api, endpoints.automationSamples, withKey(key), {
      params: { event: 'cancelled_subscription' },
    });
    expect(samples.statusCode).toBe(200);
    expect(samples.json()).toEqual([
      expect.objectContaining({ id: 'example_cancelled_subscription', event: 'cancelled_subscription' }),
    ]);
    expect(
      (await callEndpoint(w.api, endpoints.automationSamples, withKey(key), { params: { event: 'nope' } }))
        .statusCode,
    ).toBe(404);
  });
});
