export { createCable } from './create-cable';
export { busEventsOf } from './map-cable-message';
