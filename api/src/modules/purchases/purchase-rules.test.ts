import { endpoints, messages, type Endpoint } from '@coachforge/contracts';
import { callEndpoint } from '../../testing/programs';
import { CARDS, startPurchaseWorld, type PurchaseWorld } from '../../testing/purchase-world';

let w: PurchaseWorld;
beforeAll(async () => {
  w = await startPurchaseWorld();
});
afterAll(() => w.close());

type Auth = Record<string, string>;
const buy = (auth: Auth, planId: number | string, payload: unknown) =>
  callEndpoint(w.api, endpoints.purchasePlan, auth, { params: { plan_id: planId }, payload });
const paid = async (plan: { priceId: number | null }) => ({
  price_option_id: plan.priceId,
  payment_method_id: await w.card(CARDS.ok),
});

describe('who may buy', () => {
  test('the owner and another coach are refused; a client is not', async () => {
    const coach = await w.coach();
    const plan = await w.program(coach.auth, {});
    const own = await buy(coach.auth, plan.id, await paid(plan));
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe(messages.purchase.ownProgram);
    const other = await buy((await w.coach()).auth, plan.id, await paid(plan));
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(messages.purchase.coachAccount);
    expect((await buy((await w.client()).auth, plan.id, await paid(plan))).statusCode).toBe(200);
  });

  test('nobody signed in is asked to sign in', async () => {
    const plan = await w.program((await w.coach()).auth, {});
    expect((await buy({}, plan.id, await paid(plan))).statusCode).toBe(401);
  });

  test('a draft or unknown program is not found; an archived one cannot be bought', async () => {
    const coach = await w.coach();
    const plan = await w.program(coach.auth, {});
    const client = await w.client();
    expect((await buy(client.auth, 999_999_999, await paid(plan))).statusCode).toBe(404);
    await callEndpoint(w.api, endpoints.archiveProgram, coach.auth, { params: { plan_id: plan.id } });
    const archived = await buy(client.auth, plan.id, await paid(plan));
    expect(archived.statusCode).toBe(422);
    expect(archived.json().error).toBe(messages.purchase.archived);
  });

  test('a private program sells only to its allowed emails', async () => {
    const coach = await w.coach();
    const plan = await w.program(coach.auth, {});
    const allowed = await w.client();
    await callEndpoint(w.api, endpoints.updateProgramSettings, coach.auth, {
      params: { plan_id: plan.id },
      payload: { accessibility: false, allowed_emails: [allowed.email] },
    });
    expect((await buy((await w.client()).auth, plan.id, await paid(plan))).statusCode).toBe(403);
    expect((await buy(allowed.auth, plan.id, await paid(plan))).statusCode).toBe(200);
  });

  test('a coach who cannot take charges cannot be paid', async () => {
    const coach = await w.coach();
    const plan = await w.program(coach.auth, {});
    await w.api.db.query(
      `UPDATE payment_provider_connections SET charges_enabled = false
       WHERE account_id = (SELECT account_id FROM programs WHERE id = $1)`,
      [plan.id],
    );
    const refused = await buy((await w.client()).auth, plan.id, await paid(plan));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(messages.payments.coachCannotTakePayments);
  });

  test('a client the coach removed cannot buy their way back in', async () => {
    const plan = await w.program((await w.coach()).auth, {});
    const client = await w.client();
    await buy(client.auth, plan.id, await paid(plan));
    await callEndpoint(w.api, endpoints.cancelMembershipNow, client.auth, { params: { plan_id: plan.id } });
    await w.api.db.query('UPDATE plan_memberships SET blocked_at = now() WHERE program_id = $1', [plan.id]);
    const refused = await buy(client.auth, plan.id, await paid(plan));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(messages.clients.blocked);
  });
});

describe('what is bought', () => {
  test('a member already on the program is told so and charged nothing more', async () => {
    const plan = await w.program((await w.coach()).auth, {});
    const client = await w.client();
    expect((await buy(client.auth, plan.id, await paid(plan))).statusCode).toBe(200);
    const again = await buy(client.auth, plan.id, await paid(plan));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(messages.purchase.alreadyMember);
    const [{ n }] = (await w.api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM charges WHERE program_id = $1',
      [plan.id],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  test('two buys at once make one membership and one charge', async () => {
    const plan = await w.program((await w.coach()).auth, {});
    const client = await w.client();
    const body = await paid(plan);
    const answers = await Promise.all([buy(client.auth, plan.id, body), buy(client.auth, plan.id, body)]);
    // The second of a double submit either finds the purchase done (409) or, arriving while the first is
    // charging, joins it under the same idempotency key and answers its result: never a second charge.
    const codes = answers.map((a) => a.statusCode).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(codes);
    expect(answers.some((a) => a.statusCode === 200 && a.json().membership.state === 'active')).toBe(true);
    const rows = await w.api.db.query('SELECT 1 FROM charges WHERE program_id = $1', [plan.id]);
    expect(rows).toHaveLength(1);
    const members = await w.api.db.query('SELECT 1 FROM plan_memberships WHERE program_id = $1', [plan.id]);
    expect(members).toHaveLength(1);
  });

  test('a price option of another program, an archived one or none at all is refused on its field', async () => {
    const coach = await w.coach();
    const plan = await w.program(coach.auth, {});
    const other = await w.program(coach.auth, {});
    const client = await w.client();
    const card = await w.card(CARDS.ok);
    const foreign = await buy(client.auth, plan.id, {
      price_option_id: other.priceId,
      payment_method_id: card,
    });
    expect(foreign.json().errors).toEqual({ price_option_id: [messages.purchase.priceOptionUnavailable] });
    const none = await buy(client.auth, plan.id, { payment_method_id: card });
    expect(none.json().errors).toEqual({ price_option_id: [messages.purchase.priceOptionRequired] });
    const noCard = await buy(client.auth, plan.id, { price_option_id: plan.priceId });
    expect(noCard.json().errors).toEqual({ payment_method_id: [messages.purchase.paymentMethodRequired] });
    await w.api.db.query('UPDATE price_options SET archived_at = now() WHERE id = $1', [plan.priceId]);
    const archived = await buy(client.auth, plan.id, {
      price_option_id: plan.priceId,
      payment_method_id: card,
    });
    expect(archived.statusCode).toBe(422);
    expect(archived.json().errors).toEqual({ price_option_id: [messages.purchase.priceOptionUnavailable] });
  });

  test('a card another client paid with cannot be used', async () => {
    const plan = await w.program((await w.coach()).auth, {});
    const second = await w.program((await w.coach()).auth, {});
    const body = await paid(plan);
    expect((await buy((await w.client()).auth, plan.id, body)).statusCode).toBe(200);
    const stolen = await buy((await w.client()).auth, second.id, {
      price_option_id: second.priceId,
      payment_method_id: body.payment_method_id,
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors).toEqual({ payment_method_id: [messages.purchase.paymentMethodInvalid] });
  });
});

describe('another client’s membership', () => {
  const calls: [string, Pick<Endpoint, 'method' | 'path'>, object | undefined][] = [
    ['read', endpoints.myMembership, undefined],
    ['cancelled', endpoints.cancelSubscription, undefined],
    ['cancelled now', endpoints.cancelMembershipNow, undefined],
    ['resumed', endpoints.resumeSubscription, undefined],
    ['paid', endpoints.retryPayment, {}],
    ['checked', endpoints.checkPayment, { intent: 'pi_sim_x' }],
  ];

  test.each(calls)(
    'cannot be %s (404), and anonymous callers are asked to sign in (401)',
    async (_what, endpoint, payload) => {
      const plan = await w.program((await w.coach()).auth, {});
      const owner = await w.client();
      await buy(owner.auth, plan.id, await paid(plan));
      await callEndpoint(w.api, endpoints.cancelSubscription, owner.auth, { params: { plan_id: plan.id } });
      const stranger = await w.client();
      const options = { params: { plan_id: plan.id }, ...(payload ? { payload } : {}) };
      const answer = await callEndpoint(w.api, endpoint, stranger.auth, options);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toBe(messages.purchase.membershipNotFound);
      expect((await callEndpoint(w.api, endpoint, {}, options)).statusCode).toBe(401);
      // The owner's membership did not move.
      const mine = await callEndpoint(w.api, endpoints.myMembership, owner.auth, {
        params: { plan_id: plan.id },
      });
      expect(mine.json()).toMatchObject({ state: 'active', cancel_at_period_end: true });
    },
  );
});

describe('malformed and hostile bodies', () => {
  const hostile: [string, unknown, string][] = [
    ['a price option id that is text', { price_option_id: 'abc' }, 'price_option_id'],
    ['a price option id that is negative', { price_option_id: -4 }, 'price_option_id'],
    ['a price option id too big', { price_option_id: 1e30 }, 'price_option_id'],
    ['a date that does not exist', { start_date: '2026-02-30' }, 'start_date'],
    ['a date in another format', { start_date: '02/03/2026' }, 'start_date'],
    ['a date that is a number', { start_date: 20260302 }, 'start_date'],
    ['an unknown time zone', { time_zone: 'Mars/Olympus' }, 'time_zone'],
    ['a card id with SQL in it', { payment_method_id: "pm_1'; DROP TABLE charges; --" }, 'payment_method_id'],
    ['a card id that is an object', { payment_method_id: { $ne: null } }, 'payment_method_id'],
    ['a huge card id', { payment_method_id: 'p'.repeat(10_000) }, 'payment_method_id'],
    ['an unknown resume type', { resume_type: 'rewind' }, 'resume_type'],
  ];

  test.each(hostile)('%s is refused with a 422 naming the field', async (_label, body, field) => {
    const plan = await w.program((await w.coach()).auth, {});
    const answer = await buy((await w.client()).auth, plan.id, body);
    expect(answer.statusCode).toBe(422);
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    expect(Object.keys(answer.json().errors)).toContain(field);
  });

  test.each([
    ['a list', [1, 2]],
    ['text', 'buy'],
    ['null', null],
  ])('a body that is %s is refused as JSON, never a server error', async (_label, body) => {
    const plan = await w.program((await w.coach()).auth, {});
    const answer = await w.api.call({
      method: 'POST',
      url: `/api/stripe/plan/${plan.id}/buy`,
      headers: { ...(await w.client()).auth, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.json().error).toEqual(expect.any(String));
  });

  test.each(['abc', '0', '-1', '1e3', '99999999999999999999'])(
    'a plan id %s names no program (404)',
    async (id) => {
      const answer = await buy((await w.client()).auth, id, {});
      expect(answer.statusCode).toBe(404);
    },
  );

  test('the check call needs the payment it confirms', async () => {
    const plan = await w.program((await w.coach()).auth, {});
    const client = await w.client();
    await buy(client.auth, plan.id, await paid(plan));
    for (const payload of [{}, { intent: '' }, { intent: 42 }, { intent: '<script>' }]) {
      const answer = await callEndpoint(w.api, endpoints.checkPayment, client.auth, {
        params: { plan_id: plan.id },
        payload,
      });
      expect(answer.statusCode).toBe(422);
      expect(Object.keys(answer.json().errors)).toEqual(['intent']);
    }
  });
});
