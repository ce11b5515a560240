import { endpoints } from '@coachforge/contracts';
import { callEndpoint } from '../../testing/programs';
import { startPurchaseWorld, type PurchaseWorld } from '../../testing/purchase-world';
import { SIMULATED_VERIFICATION_VOLUME } from '../payment-provider';

type Auth = Record<string, string>;
let world: PurchaseWorld;
beforeAll(async () => {
  world = await startPurchaseWorld();
});
afterAll(() => world.close());

const warningTypes = async (auth: Auth) =>
  ((await callEndpoint(world.api, endpoints.warnings, auth)).json() as { type: string }[]).map(
    (warning) => warning.type,
  );
const onboard = (auth: Auth) =>
  callEndpoint(world.api, endpoints.paymentProviderOnboarding, auth, { payload: { source: 'settings' } });

describe('Your Stripe connection requires your attention', () => {
  test('the provider asks for more once sales grow; the owner is warned until onboarding is done again', async () => {
    const coach = await world.coach();
    expect(await warningTypes(coach.auth)).not.toContain('stripe_attention');
    const program = await world.program(coach.auth, { amount: SIMULATED_VERIFICATION_VOLUME });
    const client = await world.client();
    expect((await world.buy(client.auth, program)).statusCode).toBeLessThan(300);
    expect(await warningTypes(coach.auth)).toContain('stripe_attention');
    expect((await onboard(coach.auth)).statusCode).toBe(200);
    expect(await warningTypes(coach.auth)).not.toContain('stripe_attention');
  });
});
