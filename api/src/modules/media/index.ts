export { registerMediaModule } from './media-module';
export { createMediaRepository } from './media-repository';
export type { MediaEventPublisher } from './media-events';
