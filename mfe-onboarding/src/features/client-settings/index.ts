export { DefaultUnitsPage } from './components/default-units-page';
export { EmailsPage } from './components/emails-page';
