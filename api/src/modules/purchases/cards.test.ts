import { endpoints, messages, type Card, type ClientCards } from '@coachforge/contracts';
import { callEndpoint } from '../../testing/programs';
import { CARDS, startPurchaseWorld, type PurchaseWorld } from '../../testing/purchase-world';

let w: PurchaseWorld;
beforeAll(async () => {
  w = await startPurchaseWorld();
});
afterAll(() => w.close());

type Auth = Record<string, string>;
const billing = {
  name: 'Alex Athlete',
  address: { line1: '1 Main Street', city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' },
};
const cardsOf = async (auth: Auth): Promise<ClientCards> =>
  (await callEndpoint(w.api, endpoints.clientCards, auth)).json();
const cardCall = (
  endpoint: Parameters<typeof callEndpoint>[1],
  auth: Auth,
  cardId: number,
  payload?: object,
) => callEndpoint(w.api, endpoint, auth, { params: { card_id: cardId }, ...(payload ? { payload } : {}) });
const membershipOf = async (auth: Auth, planId: number) =>
  (await callEndpoint(w.api, endpoints.myMembership, auth, { params: { plan_id: planId } })).json();

/** A client subscribed weekly to a coach's membership with a card that works. */
async function subscribed() {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { duration: 'weekly' });
  const client = await w.client();
  const bought = await callEndpoint(w.api, endpoints.purchasePlan, client.auth, {
    params: { plan_id: plan.id },
    payload: { price_option_id: plan.priceId, payment_method_id: await w.card(CARDS.ok) },
  });
  expect(bought.statusCode).toBe(200);
  const coachId = (await cardsOf(client.auth)).coaches[0]!.id;
  return { coach, plan, client, coachId };
}

test('the card a client paid with is kept as the default for that coach, and more can be added', async () => {
  const { client, coachId } = await subscribed();
  const first = await cardsOf(client.auth);
  expect(first.cards).toEqual([
    expect.objectContaining({
      coach_id: coachId,
      brand: 'visa',
      last4: '4242',
      kind: 'default',
      networks: ['visa'],
    }),
  ]);

  const added = await callEndpoint(w.api, endpoints.addCard, client.auth, {
    payload: {
      coach_id: coachId,
      payment_method_id: await w.card('5555555555554444'),
      billing_details: billing,
    },
  });
  expect(added.statusCode).toBe(200);
  expect(added.json()).toMatchObject({
    brand: 'mastercard',
    last4: '4444',
    kind: null,
    billing_info: billing,
  });
  expect((await cardsOf(client.auth)).cards.map((card) => card.last4)).toEqual(['4242', '4444']);

  const edited = await cardCall(endpoints.updateCard, client.auth, added.json().id, {
    billing_details: { ...billing, name: 'A. Athlete' },
    preferred_network: 'mastercard',
  });
  expect(edited.json()).toMatchObject({
    preferred_network: 'mastercard',
    billing_info: { name: 'A. Athlete' },
  });
  const wrongNetwork = await cardCall(endpoints.updateCard, client.auth, added.json().id, {
    billing_details: billing,
    preferred_network: 'cartes_bancaires',
  });
  expect(wrongNetwork.statusCode).toBe(422);
  expect(wrongNetwork.json().errors).toEqual({ preferred_network: [messages.cards.networkInvalid] });
});

test('another client never reads or changes a card, nor adds one for a coach they do not have', async () => {
  const { client, coachId } = await subscribed();
  const card = (await cardsOf(client.auth)).cards[0]!;
  const stranger = await w.client();
  expect((await cardsOf(stranger.auth)).cards).toEqual([]);
  for (const [endpoint, payload] of [
    [endpoints.updateCard, { billing_details: billing, preferred_network: null }],
    [endpoints.setDefaultCard, undefined],
    [endpoints.removeCard, undefined],
  ] as const) {
    const answer = await cardCall(endpoint, stranger.auth, card.id, payload);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toBe(messages.cards.notFound);
  }
  const foreignCoach = await callEndpoint(w.api, endpoints.addCard, stranger.auth, {
    payload: { coach_id: coachId, payment_method_id: await w.card(CARDS.ok), billing_details: billing },
  });
  expect(foreignCoach.statusCode).toBe(422);
  expect(foreignCoach.json().errors).toEqual({ coach_id: [messages.cards.notYourCoach] });
  // The owner's payment method id is theirs: nobody else can save it as a card of their own.
  const replaced = await callEndpoint(w.api, endpoints.replaceCard, stranger.auth, {
    payload: {
      coach_id: coachId,
      payment_method_id: 'pm_sim_x',
      remove_card_id: card.id,
      billing_details: billing,
    },
  });
  expect(replaced.statusCode).toBe(404);
  expect((await cardsOf(client.auth)).cards).toHaveLength(1);
  const junk = await cardCall(endpoints.updateCard, client.auth, card.id, { billing_details: { name: '' } });
  expect(junk.statusCode).toBe(422);
  expect(
    (await callEndpoint(w.api, endpoints.setDefaultCard, client.auth, { params: { card_id: 'x' } }))
      .statusCode,
  ).toBe(404);
});

test('a past-due client replaces their card: the missed payment goes through at once and renewals use the new card', async () => {
  const { plan, client, coachId } = await subscribed();
  const old = (await cardsOf(client.auth)).cards[0]!;
  // The bank starts refusing the saved card.
  await w.api.db.query(
    `UPDATE simulated_provider_objects SET data = jsonb_set(data, '{outcome}', '"declined"')
     WHERE id = (SELECT payment_method_id FROM client_cards WHERE id = $1)`,
    [old.id],
  );
  await w.pass(7);
  expect((await membershipOf(client.auth, plan.id)).state).toBe('past_due');

  const replaced = await callEndpoint(w.api, endpoints.replaceCard, client.auth, {
    payload: {
      coach_id: coachId,
      payment_method_id: await w.card('5555555555554444'),
      remove_card_id: old.id,
      billing_details: billing,
    },
  });
  expect(replaced.statusCode).toBe(200);
  expect(replaced.json()).toMatchObject<Partial<Card>>({ last4: '4444', kind: 'default' });
  expect((await membershipOf(client.auth, plan.id)).state).toBe('active');
  expect((await cardsOf(client.auth)).cards.map((card) => card.last4)).toEqual(['4444']);
  await w.pass(7);
  expect((await membershipOf(client.auth, plan.id)).state).toBe('active');
});

test('a card a subscription needs cannot be removed until another takes over; the default moves with it', async () => {
  const { client, coachId } = await subscribed();
  const only = (await cardsOf(client.auth)).cards[0]!;
  const refused = await cardCall(endpoints.removeCard, client.auth, only.id);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error).toBe(messages.cards.lastCardInUse);

  const second = await callEndpoint(w.api, endpoints.addCard, client.auth, {
    payload: {
      coach_id: coachId,
      payment_method_id: await w.card('5555555555554444'),
      billing_details: billing,
    },
  });
  const made = await cardCall(endpoints.setDefaultCard, client.auth, second.json().id);
  expect(made.json().kind).toBe('default');
  expect((await cardCall(endpoints.removeCard, client.auth, only.id)).statusCode).toBe(204);
  expect((await cardsOf(client.auth)).cards).toEqual([
    expect.objectContaining({ last4: '4444', kind: 'default' }),
  ]);
});

test('a card the bank refused on the purchase form is not kept; the one that paid is', async () => {
  const coach = await w.coach();
  const plan = await w.program(coach.auth, { duration: 'weekly' });
  const client = await w.client();
  const buyWith = async (number: string) =>
    callEndpoint(w.api, endpoints.purchasePlan, client.auth, {
      params: { plan_id: plan.id },
      payload: { price_option_id: plan.priceId, payment_method_id: await w.card(number) },
    });
  expect((await buyWith(CARDS.declined)).statusCode).toBe(422);
  expect((await cardsOf(client.auth)).cards).toEqual([]);
  const paid = await callEndpoint(w.api, endpoints.retryPayment, client.auth, {
    params: { plan_id: plan.id },
    payload: { payment_method_id: await w.card('5555555555554444') },
  });
  expect(paid.statusCode).toBe(200);
  expect((await cardsOf(client.auth)).cards).toEqual([
    expect.objectContaining({ last4: '4444', kind: 'default' }),
  ]);
});

test('each payment that went through mails its receipt once; the client reads it, nobody else does', async () => {
  const { client, plan } = await subscribed();
  const [charge] = (await w.api.db.query<{ id: number }>(
    "SELECT id::int FROM charges WHERE program_id = $1 AND status = 'succeeded'",
    [plan.id],
  )) as [{ id: number }];
  const receipt = await callEndpoint(w.api, endpoints.receipt, client.auth, {
    params: { charge_id: charge.id },
  });
  expect(receipt.statusCode).toBe(200);
  expect(receipt.json()).toMatchObject({
    number: `CF-${String(charge.id).padStart(6, '0')}`,
    program_title: 'Strength Block',
    amount: 4999,
    currency: 'usd',
    client_email: client.email,
  });
  const subjects = await w.mailSubjects(client.email);
  expect(subjects.filter((subject) => subject === 'Your receipt for Strength Block')).toHaveLength(1);
  // The weekly renewal is a second payment, with a receipt of its own.
  await w.pass(7);
  expect(
    (await w.mailSubjects(client.email)).filter((subject) => subject === 'Your receipt for Strength Block'),
  ).toHaveLength(2);

  const stranger = await w.client();
  for (const id of [charge.id, 'x', 99_999_999]) {
    const answer = await callEndpoint(w.api, endpoints.receipt, stranger.auth, { params: { charge_id: id } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toBe(messages.purchase.receiptNotFound);
  }
});

test('billing › purchases lists what the client paid for, with its price, next payment and card', async () => {
  const { client, plan } = await subscribed();
  const purchases = await callEndpoint(w.api, endpoints.billingPurchases, client.auth);
  expect(purchases.json()).toEqual([
    {
      program: expect.objectContaining({ id: plan.id, title: 'Strength Block' }),
      membership: expect.objectContaining({
        state: 'active',
        cancel_at_period_end: false,
        current_period_end: expect.any(String),
        plan_price: { amount: 4999, currency: 'USD', duration: 'weekly' },
      }),
      card: { brand: 'visa', last4: '4242' },
    },
  ]);
  expect((await callEndpoint(w.api, endpoints.billingPurchases, (await w.client()).auth)).json()).toEqual([]);
  // The program's page reads the same membership: its price and start, for the member's buttons.
  const page = await callEndpoint(w.api, endpoints.getPublicPlan, client.auth, {
    params: { plan_id: plan.id },
  });
  expect(page.json().membership).toMatchObject({
    state: 'active',
    start_day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    plan_price: { amount: 4999, currency: 'USD', duration: 'weekly' },
  });
});
