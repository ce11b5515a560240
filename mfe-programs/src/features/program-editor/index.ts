export { CreateMainInfoPage, EditMainInfoPage } from './main-info-page';
export { ReviewPage } from './review-page';
export { SchedulePage } from './schedule-page';
