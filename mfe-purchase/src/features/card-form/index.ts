export { CardElements } from './card-elements';
export { type SimulatedStripe } from './simulated-stripe';
export { CardFormDialog } from './card-form-dialog';
export { useCardPaymentMethod, type CardPaymentMethod } from './use-card-payment-method';
export { CardPaymentElement, type WalletPayment } from './card-payment-element';
