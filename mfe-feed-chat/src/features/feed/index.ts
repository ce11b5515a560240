export { FeedPage } from './components/feed-page';
export { groupByDay, type DayGroup } from './group-by-day';
