import { cardExpired, endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import { PaymentProviderError, type PaymentProvider, type SimulatedProvider } from '../payment-provider';

const m = messages.payments;

const isSimulated = (provider: PaymentProvider): provider is SimulatedProvider =>
  provider.kind === 'simulated' && 'createPaymentMethod' in provider;

/**
 * What pages need to take a card, and — on the simulated provider only — the two calls its stand-in for
 * Stripe.js makes (decision 0126): a card becomes a payment method, and the cardholder answers 3-D Secure
 * for the payment their client secret names (the secret only the payer was given, as with Stripe).
 */
export function registerSimulatedCardRoutes(
  app: FastifyInstance,
  {
    provider,
    clock,
    publishableKey,
  }: { provider: PaymentProvider; clock: Clock; publishableKey: string | null },
): void {
  registerEndpoint(app, endpoints.paymentsConfig, async () => ({
    provider: provider.kind,
    publishable_key: provider.kind === 'stripe' ? publishableKey : null,
  }));

  registerEndpoint(app, endpoints.simulatedPaymentMethod, async (request) => {
    if (!isSimulated(provider)) throw httpError(404, m.notSimulated);
    identityOf(request);
    const card = request.body;
    if (cardExpired(card.exp_month, card.exp_year, clock.now()))
      throw httpError(422, m.expiryInvalid, { exp_month: [m.expiryInvalid] });
    try {
      const method = await provider.createPaymentMethod(
        { number: card.number, exp_month: card.exp_month, exp_year: card.exp_year },
        randomUUID(),
      );
      return { id: method.id, card: method.card };
    } catch (error) {
      if (error instanceof PaymentProviderError)
        throw httpError(422, m.cardNumberInvalid, { number: [m.cardNumberInvalid] });
      throw error;
    }
  });

  registerEndpoint(app, endpoints.simulatedAuthentication, async (request) => {
    if (!isSimulated(provider)) throw httpError(404, m.notSimulated);
    identityOf(request);
    const { client_secret: secret, approved } = request.body;
    const intentId = secret.split('_secret_')[0] ?? '';
    const intent = intentId ? await provider.retrievePaymentIntent(intentId) : null;
    // Without the payment's own secret nobody learns whether it exists.
    if (!intent || intent.client_secret !== secret) throw httpError(404, m.cardError);
    const answered = await provider.authenticatePaymentIntent(
      intent.id,
      approved,
      `authenticate:${secret}:${approved}`,
    );
    return { id: answered.id, status: answered.status };
  });
}
