export { ClientCalendarPage } from './client-calendar-page';
export { ExerciseLine } from './exercise-line';
export { prescriptionText } from './prescription-text';
export { browserTimeZone } from './use-client-calendar';
