import { endpoints, messages, type Card } from '@coachforge/contracts';
import { callEndpoint } from '../../testing/programs';
import { CARDS, startPurchaseWorld, type PurchaseWorld } from '../../testing/purchase-world';

let w: PurchaseWorld;
beforeAll(async () => {
  w = await startPurchaseWorld();
});
afterAll(() => w.close());

type Auth = Record<string, string>;
const buy = (auth: Auth, planId: number, payload: object) =>
  callEndpoint(w.api, endpoints.purchasePlan, auth, { params: { plan_id: planId }, payload });
const cardsOf = async (auth: Auth) =>
  (await callEndpoint(w.api, endpoints.clientCards, auth)).json().cards as Card[];

const billing = {
  name: 'Ada Client',
  address: { line1: '', city: '', postal_code: 'SW1A 1AA', country: 'GB' },
};

async function oneOff() {
  const plan = await w.program((await w.coach()).auth, { type: 'fixed', amount: 4999 });
  return { plan, client: await w.client() };
}

test('the billing address typed with the card is kept at the provider and on the saved card', async () => {
  const { plan, client } = await oneOff();
  const pm = await w.card(CARDS.ok);
  const bought = await buy(client.auth, plan.id, {
    price_option_id: plan.priceId,
    start_date: w.today(),
    payment_method_id: pm,
    billing_details: { ...billing, name: '  Ada Client ' },
  });
  expect(bought.statusCode).toBe(200);
  expect((await w.provider.retrievePaymentMethod(pm))?.billing_details).toEqual(billing);
  expect(await cardsOf(client.auth)).toEqual([expect.objectContaining({ billing_info: billing })]);
});

test('a billing address without name, postal code or a country code is refused with 422, and nothing is charged', async () => {
  const { plan, client } = await oneOff();
  const pm = await w.card(CARDS.ok);
  for (const [bad, field] of [
    [{ ...billing, name: ' ' }, 'billing_details.name'],
    [{ ...billing, address: { ...billing.address, postal_code: '' } }, 'billing_details.address.postal_code'],
    [
      { ...billing, address: { ...billing.address, postal_code: '<b>1</b>' } },
      'billing_details.address.postal_code',
    ],
    [{ ...billing, address: { ...billing.address, country: 'gb' } }, 'billing_details.address.country'],
    [
      { ...billing, address: { ...billing.address, country: 'United Kingdom' } },
      'billing_details.address.country',
    ],
    [{ ...billing, address: { ...billing.address, city: 'x'.repeat(101) } }, 'billing_details.address.city'],
  ] as const) {
    const refused = await buy(client.auth, plan.id, {
      price_option_id: plan.priceId,
      start_date: w.today(),
      payment_method_id: pm,
      billing_details: bad,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toContain(field);
  }
  const notAnObject = await buy(client.auth, plan.id, {
    price_option_id: plan.priceId,
    start_date: w.today(),
    payment_method_id: pm,
    billing_details: 'GB',
  });
  expect(notAnObject.statusCode).toBe(422);
  expect((await w.provider.retrievePaymentMethod(pm))?.billing_details).toBeNull();
  const charges = await w.api.db.query('SELECT 1 FROM charges WHERE program_id = $1', [plan.id]);
  expect(charges).toEqual([]);
});

test('a declined card keeps no card; the address goes with the next card that pays', async () => {
  const { plan, client } = await oneOff();
  const declined = await buy(client.auth, plan.id, {
    price_option_id: plan.priceId,
    start_date: w.today(),
    payment_method_id: await w.card(CARDS.declined),
    billing_details: billing,
  });
  expect(declined.statusCode).toBe(422);
  expect(declined.json().error).toBe(messages.payments.cardDeclined);
  expect(await cardsOf(client.auth)).toEqual([]);

  const pm = await w.card(CARDS.ok);
  const paid = await callEndpoint(w.api, endpoints.retryPayment, client.auth, {
    params: { plan_id: plan.id },
    payload: { payment_method_id: pm, billing_details: billing },
  });
  expect(paid.statusCode).toBe(200);
  expect((await w.provider.retrievePaymentMethod(pm))?.billing_details).toEqual(billing);
  expect(await cardsOf(client.auth)).toEqual([
    expect.objectContaining({ last4: '4242', billing_info: billing }),
  ]);
});

test('another client’s card cannot be given an address through a purchase', async () => {
  const { plan, client } = await oneOff();
  const pm = await w.card(CARDS.ok);
  expect(
    (
      await buy(client.auth, plan.id, {
        price_option_id: plan.priceId,
        start_date: w.today(),
        payment_method_id: pm,
        billing_details: billing,
      })
    ).statusCode,
  ).toBe(200);
  const stranger = await w.client();
  const taken = await buy(stranger.auth, plan.id, {
    price_option_id: plan.priceId,
    start_date: w.today(),
    payment_method_id: pm,
    billing_details: { ...billing, name: 'Somebody Else' },
  });
  expect(taken.statusCode).toBe(422);
  expect((await w.provider.retrievePaymentMethod(pm))?.billing_details).toEqual(billing);
});

test('editing a saved card’s address updates it at the provider too', async () => {
  const { plan, client } = await oneOff();
  await buy(client.auth, plan.id, {
    price_option_id: plan.priceId,
    start_date: w.today(),
    payment_method_id: await w.card(CARDS.ok),
  });
  const [card] = await cardsOf(client.auth);
  const full = {
    name: 'Ada Client',
    address: { line1: '1 Main St', city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' },
  };
  const edited = await callEndpoint(w.api, endpoints.updateCard, client.auth, {
    params: { card_id: card!.id },
    payload: { billing_details: full, preferred_network: null },
  });
  expect(edited.statusCode).toBe(200);
  const [row] = await w.api.db.query<{ payment_method_id: string }>(
    'SELECT payment_method_id FROM client_cards WHERE id = $1',
    [card!.id],
  );
  expect((await w.provider.retrievePaymentMethod(row!.payment_method_id))?.billing_details).toEqual(full);
});
