export { createBus } from './create-bus';
