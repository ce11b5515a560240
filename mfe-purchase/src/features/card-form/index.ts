export { CardElements } from './card-elements';
export { type SimulatedStripe } from './simulated-stripe';
