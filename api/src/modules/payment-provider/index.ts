export { paymentProviderRepository, type ConnectionRow } from './payment-provider-repository';
export type {
  ConnectedAccount,
  ConnectedAccountType,
  ProviderPayout,
  ProviderPayoutStatus,
  ProviderRefund,
  ProviderRefundStatus,
  CreatePaymentIntent,
  PaymentIntent,
  PaymentIntentStatus,
  PaymentMethod,
  PaymentProvider,
  PaymentProviderKind,
} from './payment-provider';
export { PaymentProviderError } from './payment-provider-error';
export {
  createSimulatedProvider,
  SIMULATED_VERIFICATION_VOLUME,
  type SimulatedCard,
  type SimulatedPaymentMethod,
  type SimulatedProvider,
} from './simulated-provider';
export {
  createStripeProvider,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
  type ProviderEvent,
  type StripeProvider,
  type StripeSettings,
} from './stripe-provider';
export { TEST_CARDS, type TestCardOutcome } from './test-cards';
export { weeklyPayouts, type BalanceEntry } from './weekly-payouts';
export { standardCardFee } from './standard-card-fee';
