export { createMediaModule, type MediaFiles } from './media-module';
export { createMediaRepository } from './media-repository';
export type { MediaEventPublisher } from './media-events';
export { REMOVE_MEDIA_FILES_JOB } from './processing/remove-files';
