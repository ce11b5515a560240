export { CoversPanel } from './covers-panel';
