export { CardElements } from './card-elements';
export { type SimulatedStripe } from './simulated-stripe';
export { CardFormDialog } from './card-form-dialog';
