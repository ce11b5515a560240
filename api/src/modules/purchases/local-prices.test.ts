import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints, messages } from '@coachforge/contracts';
import { loadRatesFile } from '../exchange-rates';
import { callEndpoint, createProgram } from '../../testing/programs';
import { CARDS, startPurchaseWorld, type PurchaseWorld } from '../../testing/purchase-world';

let w: PurchaseWorld;
let dir: string;
beforeAll(async () => {
  w = await startPurchaseWorld();
  dir = mkdtempSync(join(tmpdir(), 'coachforge-rates-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await w.close();
});

type Auth = Record<string, string>;
const open = (planId: number, auth: Auth = {}) =>
  callEndpoint(w.api, endpoints.getPublicPlan, auth, { params: { plan_id: planId } });
const updateMe = (auth: Auth, payload: object) => callEndpoint(w.api, endpoints.updateMe, auth, { payload });
const localOf = async (planId: number, auth?: Auth) => (await open(planId, auth)).json().local_price[0].local;

/** A later day of ECB reference rates, loaded the way the operator's command loads a file. */
async function loadRates(date: string, rates: Record<string, string>) {
  const file = join(dir, `eurofxref-${date}.xml`);
  const cubes = Object.entries(rates).map(
    ([currency, rate]) => `<Cube currency='${currency}' rate='${rate}'/>`,
  );
  writeFileSync(
    file,
    `<gesmes:Envelope><Cube><Cube time='${date}'>${cubes.join('')}</Cube></Cube></gesmes:Envelope>`,
  );
  return loadRatesFile(w.api.db, file);
}

async function clientIn(profile: object) {
  const client = await w.client();
  const updated = await updateMe(client.auth, profile);
  if (updated.statusCode !== 200) throw new Error(`profile update failed: ${updated.body}`);
  return client;
}

test('out of the box, a client in France sees a US dollar price in euros at the bundled reference rates', async () => {
  const plan = await w.program((await w.coach()).auth, { amount: 2900 });
  const client = await clientIn({ country: 'FR' });
  const local = await localOf(plan.id, client.auth);
  // The bundled file is the ECB's of 2026-03-13: 29.00 USD at 1.1476 USD to the euro.
  expect(local).toEqual({ amount: 2527, currency: 'EUR', rate_date: '2026-03-13' });
});

describe('with newer rates loaded', () => {
  beforeAll(async () => {
    const loaded = await loadRates('2030-01-02', { USD: '1.25', GBP: '0.8', JPY: '160', KWD: '0.375' });
    expect(loaded).toEqual({ days: ['2030-01-02'], stored: 4 });
    // Loading the same file again changes nothing.
    expect((await loadRates('2030-01-02', { USD: '9' })).stored).toBe(0);
  });

  test('the client sees the newest rates, rounded to their currency’s minor unit', async () => {
    const plan = await w.program((await w.coach()).auth, { amount: 2900 });
    // 29.00 USD / 1.25 = 23.20 EUR
    expect(await localOf(plan.id, (await clientIn({ country: 'FR' })).auth)).toEqual({
      amount: 2320,
      currency: 'EUR',
      rate_date: '2030-01-02',
    });
    // 29.00 USD / 1.25 × 160 = 3712 JPY (no decimals); × 0.375 = 8.700 KWD (three)
    expect((await localOf(plan.id, (await clientIn({ country: 'JP' })).auth)).amount).toBe(3712);
    expect((await localOf(plan.id, (await clientIn({ country: 'KW' })).auth)).amount).toBe(8700);
  });

  test('a currency chosen in the profile wins over the country’s', async () => {
    const plan = await w.program((await w.coach()).auth, { amount: 2900 });
    const client = await clientIn({ country: 'FR', currency: 'gbp' });
    // 29.00 USD / 1.25 × 0.8 = 18.56 GBP
    expect(await localOf(plan.id, client.auth)).toEqual({
      amount: 1856,
      currency: 'GBP',
      rate_date: '2030-01-02',
    });
  });

  test('nobody gets a local price in the coach’s own currency, without a known currency, or as a coach', async () => {
    const coach = await w.coach();
    const plan = await w.program(coach.auth, { amount: 2900 });
    expect(await localOf(plan.id, (await clientIn({ country: 'US' })).auth)).toBeNull();
    expect(await localOf(plan.id, (await clientIn({ country: 'FR', currency: 'USD' })).auth)).toBeNull();
    expect(await localOf(plan.id, (await w.client()).auth)).toBeNull();
    expect(await localOf(plan.id)).toBeNull();
    // A currency without a published rate (the ECB publishes none for the naira) shows none either.
    expect(await localOf(plan.id, (await clientIn({ country: 'NG' })).auth)).toBeNull();
    const owner = (await open(plan.id, coach.auth)).json();
    expect(owner.original_price).toEqual([expect.objectContaining({ amount: 2900, currency: 'USD' })]);
    expect(owner.local_price[0].local).toBeNull();
  });

  test('a client shown euros is still charged the coach’s price in dollars, whatever the browser sends', async () => {
    const plan = await w.program((await w.coach()).auth, { type: 'fixed', amount: 2900 });
    const client = await clientIn({ country: 'FR' });
    const bought = await callEndpoint(w.api, endpoints.purchasePlan, client.auth, {
      params: { plan_id: plan.id },
      payload: {
        price_option_id: plan.priceId,
        start_date: w.today(),
        payment_method_id: await w.card(CARDS.ok),
        amount: 2320,
        currency: 'eur',
      },
    });
    expect(bought.statusCode).toBe(200);
    const charges = await w.api.db.query<{ amount: number; currency: string }>(
      'SELECT amount, currency FROM charges WHERE program_id = $1',
      [plan.id],
    );
    expect(charges).toEqual([{ amount: 2900, currency: 'usd' }]);
  });
});

describe('unsupported currencies', () => {
  test('a profile currency the platform cannot charge in is refused with a JSON error naming it', async () => {
    const client = await w.client();
    const refused = await updateMe(client.auth, { currency: 'XYZ' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.currency).toEqual([messages.prices.currencyUnsupported('XYZ')]);
    // ISO 4217 still lists the Cuban peso, but the payment provider does not take it.
    expect((await updateMe(client.auth, { currency: 'CUP' })).statusCode).toBe(422);
  });

  test('a coach whose account currency is no longer supported cannot add a price in it', async () => {
    const coach = await w.coach();
    const plan = await createProgram(w.api, coach.auth, 'membership', 'Strength Block');
    const me = (await callEndpoint(w.api, endpoints.me, coach.auth)).json();
    // A currency stored before currencies were checked (STD, the dobra ISO 4217 replaced by STN).
    await w.api.db.query(`UPDATE accounts SET currency = 'STD' WHERE id = $1`, [me.current.id]);
    const refused = await callEndpoint(w.api, endpoints.addPriceOption, coach.auth, {
      params: { plan_id: plan.id },
      payload: { amount: 2900, duration: 'monthly' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.currency).toEqual([messages.prices.currencyUnsupported('STD')]);
  });
});
