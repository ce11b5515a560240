export { CoachCalendarPage } from './coach-calendar-page';
