export { PriceOptionsPanel } from './price-options-panel';
