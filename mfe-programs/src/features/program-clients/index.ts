export { AccountClientsPage, type AccountClientsRoute } from './account-clients-page';
export { ProgramClientsList } from './program-clients-list';
export { SignUpClientsPage } from './sign-up-clients-page';
export { ClientCalendarLink } from './client-calendar-link';
export { ClientsTable } from './clients-table';
