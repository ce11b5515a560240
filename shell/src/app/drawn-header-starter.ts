/**
 * The first script of a signed-in page (decision 0274), built on its own (webpack.standalone.js) and
 * written into the page by the web server (decision 0275): it asks for what the page names, draws the header the app last drew for the same session answer, then runs the
 * shell's entry.
 */
import { startSignedInPage } from '../features/drawn-header';
import { preloadRemoteFiles, startedSession } from './preload-remote-files';

void startSignedInPage(document, document.currentScript, () => {
  preloadRemoteFiles(document);
  return startedSession();
});
