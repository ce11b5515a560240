export { createReleaseNotes, type ReleaseNotes } from './create-release-notes';
