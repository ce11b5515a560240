export * from './chat';
export * from './message-text';
