export { AutomationsPage } from './automations-page';
