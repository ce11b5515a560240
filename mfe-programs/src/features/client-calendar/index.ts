export { ClientCalendarPage, prescriptionText } from './client-calendar-page';
export { browserTimeZone } from './use-client-calendar';
