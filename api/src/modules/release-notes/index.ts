export { registerReleaseNoteRoutes } from './release-note-routes';
export { createReleaseNoteService, type ReleaseNoteService } from './release-note-service';
