export { SessionComments } from './session-comments';
export type { CommentSide, SessionPlace } from './use-calendar-comments';
