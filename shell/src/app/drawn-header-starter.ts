/**
 * The first script of a signed-in page (decision 0274), built on its own (webpack.standalone.js) and
 * written into the page by the web server (decision 0275): it draws the header the app last drew for the
 * same session answer, then runs the shell's entry. Importing preload-remote-files asks for what the page
 * names (the session's resumption first), as it does for the shell's entry.
 */
import { startSignedInPage } from '../features/drawn-header';
import { startedSession } from './preload-remote-files';

void startSignedInPage(document, document.currentScript, startedSession);
