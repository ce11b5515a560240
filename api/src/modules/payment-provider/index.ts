export { paymentProviderRepository, type PaymentProviderKind } from './payment-provider-repository';
