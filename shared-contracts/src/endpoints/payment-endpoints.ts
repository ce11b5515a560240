import {
  addCardRequestSchema,
  replaceCardRequestSchema,
  updateCardRequestSchema,
  type AddCardRequest,
  type Card,
  type ClientCards,
  type ReplaceCardRequest,
  type UpdateCardRequest,
  paymentOnboardingRequestSchema,
  simulatedAuthenticationRequestSchema,
  simulatedCardRequestSchema,
  type PaymentsConfig,
  type SimulatedAuthentication,
  type SimulatedAuthenticationRequest,
  type SimulatedCardRequest,
  type SimulatedPaymentMethod,
  type PaymentOnboardingLink,
  type PaymentOnboardingRequest,
  type PaymentProviderConnection,
} from '../payments';
import { defineEndpoint } from './define-endpoint';

/**
 * The coach's connection to the payment provider (spec 02 sections 5 and 6: "the coach must connect the
 * payment provider to set a price"). The spec does not show these calls; the owner of the account makes them.
 */
export const paymentEndpoints = {
  paymentProviderConnection: defineEndpoint<void, PaymentProviderConnection>({
    method: 'GET',
    path: 'coach/payment_provider',
    authenticated: true,
  }),
  /** The onboarding link call: opens Stripe's onboarding, or completes at once on the simulated provider. */
  paymentProviderOnboarding: defineEndpoint<PaymentOnboardingRequest, PaymentOnboardingLink>({
    method: 'POST',
    path: 'coach/payment_provider/onboarding',
    authenticated: true,
    body: paymentOnboardingRequestSchema,
  }),
  /** Which provider takes cards, for the card form (public: the purchase form loads before sign-in). */
  paymentsConfig: defineEndpoint<void, PaymentsConfig>({
    method: 'GET',
    path: 'payments/config',
    authenticated: false,
  }),
  /**
   * Where Stripe delivers its webhook events (signed; the body is read as sent). Exists only when the
   * platform runs on Stripe (decision 0163).
   */
  providerWebhook: defineEndpoint<unknown, { received: true }>({
    method: 'POST',
    path: 'stripe/webhooks',
    authenticated: false,
  }),
  /** The simulated provider's stand-in for Stripe.js: a card becomes a payment method (decision 0126). */
  simulatedPaymentMethod: defineEndpoint<SimulatedCardRequest, SimulatedPaymentMethod>({
    method: 'POST',
    path: 'simulated-stripe/payment_methods',
    authenticated: true,
    body: simulatedCardRequestSchema,
  }),
  /** The cardholder answers the simulated bank's 3-D Secure question for the payment their secret names. */
  simulatedAuthentication: defineEndpoint<SimulatedAuthenticationRequest, SimulatedAuthentication>({
    method: 'POST',
    path: 'simulated-stripe/payment_intents/authenticate',
    authenticated: true,
    body: simulatedAuthenticationRequestSchema,
  }),

  /**
   * The client's cards (spec 02 section 7, athlete/card_tokens): kept per coach, only ever the caller's own
   * (another client's card id answers 404).
   */
  clientCards: defineEndpoint<void, ClientCards>({
    method: 'GET',
    path: 'athlete/card_tokens',
    authenticated: true,
  }),
  addCard: defineEndpoint<AddCardRequest, Card>({
    method: 'POST',
    path: 'athlete/card_tokens',
    authenticated: true,
    body: addCardRequestSchema,
  }),
  /** A new card takes the removed one's place: its default and the subscriptions it paid. */
  replaceCard: defineEndpoint<ReplaceCardRequest, Card>({
    method: 'POST',
    path: 'athlete/card_tokens/replace',
    authenticated: true,
    body: replaceCardRequestSchema,
  }),
  updateCard: defineEndpoint<UpdateCardRequest, Card>({
    method: 'PATCH',
    path: 'athlete/card_tokens/:card_id',
    authenticated: true,
    body: updateCardRequestSchema,
  }),
  setDefaultCard: defineEndpoint<void, Card>({
    method: 'POST',
    path: 'athlete/card_tokens/:card_id/default',
    authenticated: true,
  }),
  removeCard: defineEndpoint<void, void>({
    method: 'DELETE',
    path: 'athlete/card_tokens/:card_id',
    authenticated: true,
  }),
};
