export { ClientSchedulePage } from './client-schedule-page';
