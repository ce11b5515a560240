export { createReleaseNotes, type ReleaseNotes } from './create-release-notes';

/** The release notes page, out of the shell's entry. */
export const loadReleaseNotesPage = () =>
  import(/* webpackChunkName: "shell-release-notes" */ './release-notes-page');
