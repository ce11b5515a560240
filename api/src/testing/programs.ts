import {
  API_PREFIX,
  apiPath,
  endpoints,
  type Endpoint,
  type PlanType,
  type Program,
} from '@coachforge/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { linkInLatestMail, signedUp, type TestApi } from './test-api';

type Headers = Record<string, string>;

/** Calls an endpoint with its path parameters filled in. */
export function callEndpoint(
  api: TestApi,
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  auth: Headers,
  options: {
    params?: Record<string, string | number>;
    payload?: unknown;
    query?: Record<string, string>;
  } = {},
): Promise<LightMyRequestResponse> {
  const url = `${API_PREFIX}/${endpoint.path}`.replace(/:(\w+)/g, (_, name: string) =>
    String(options.params?.[name]),
  );
  return api.call({
    method: endpoint.method,
    url,
    headers: auth,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    ...(options.query ? { query: options.query } : {}),
  });
}

/** A draft program made through the API. */
export async function createProgram(
  api: TestApi,
  auth: Headers,
  planType: PlanType = 'membership',
  title = 'Strength Block',
): Promise<Program> {
  const response = await callEndpoint(api, endpoints.createProgram, auth, {
    payload: { plan_type: planType, title },
  });
  if (response.statusCode !== 201) throw new Error(`creating a program failed: ${response.body}`);
  return response.json();
}

/**
 * A program made and published through the API: `settings` (plan_pricing 'free' for a free one) are
 * saved first, then `prepare` runs (a schedule, a price) before it is published. Answers its id.
 */
export async function publishedProgram(
  api: TestApi,
  auth: Headers,
  {
    type = 'fixed',
    title = 'Strength Block',
    settings = {},
    prepare,
  }: {
    type?: PlanType;
    title?: string;
    settings?: Record<string, unknown>;
    prepare?: (planId: number) => Promise<void>;
  },
): Promise<number> {
  const program = await createProgram(api, auth, type, title);
  if (Object.keys(settings).length > 0) {
    const saved = await callEndpoint(api, endpoints.updateProgramSettings, auth, {
      params: { plan_id: program.id },
      payload: settings,
    });
    if (saved.statusCode !== 200) throw new Error(`saving the settings failed: ${saved.body}`);
  }
  await prepare?.(program.id);
  const published = await callEndpoint(api, endpoints.publishProgram, auth, {
    params: { plan_id: program.id },
  });
  if (published.statusCode !== 200) throw new Error(`publishing failed: ${published.body}`);
  return program.id;
}

/** The current account of a session (a private account has its owner's id). */
export async function accountIdOf(api: TestApi, auth: Headers): Promise<number> {
  const me = await api.call({ method: 'GET', url: apiPath(endpoints.me), headers: auth });
  return me.json().current.id as number;
}

/**
 * The account can take payments. Connecting Stripe happens on Stripe's pages; tests record the result
 * the way the demo data records the simulated provider.
 */
export async function connectPayments(api: TestApi, auth: Headers): Promise<void> {
  await api.db.query(
    `INSERT INTO payment_provider_connections (account_id, provider, charges_enabled) VALUES ($1, 'simulated', true)
     ON CONFLICT (account_id) DO NOTHING`,
    [await accountIdOf(api, auth)],
  );
}

/** Puts the account on the FREE platform plan (choosing a plan is the subscription page's business). */
export async function onFreePlan(api: TestApi, auth: Headers): Promise<void> {
  await api.db.query(
    `UPDATE platform_subscriptions SET plan_kind = 'free', free_plan = true, trial = false, active = true,
       state = 'active' WHERE account_id = $1`,
    [await accountIdOf(api, auth)],
  );
}

/**
 * A client invited by email to the coach's program, who signs up with that address and accepts the
 * invitation from its mail: their headers and their user id.
 */
export async function clientJoinedByInvitation(
  api: TestApi,
  coachAuth: Headers,
  planId: number,
  email: string,
) {
  await callEndpoint(api, endpoints.inviteClients, coachAuth, {
    params: { plan_id: planId },
    payload: { emails: [email] },
  });
  const token = (await linkInLatestMail(api, email)).pathname.split('/').pop()!;
  const client = await signedUp(api, { role: 'user', email });
  await api.call({
    method: 'POST',
    url: apiPath(endpoints.acceptInvitation).replace(':token', token),
    headers: client.auth,
  });
  const me = (await api.call({ method: 'GET', url: apiPath(endpoints.me), headers: client.auth })).json();
  return { client, userId: me.private.id as number };
}
