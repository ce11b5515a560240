export { createReleaseNotes, type ReleaseNotes } from './create-release-notes';
export { ReleaseNotesPage } from './release-notes-page';
