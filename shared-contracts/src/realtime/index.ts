export * from './cable-messages';
