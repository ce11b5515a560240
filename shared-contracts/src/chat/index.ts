export * from './chat';
export * from './message-text';
export * from './comment-box';
