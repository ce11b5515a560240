// First: the remote's files start downloading while the rest of the shell starts.
import './app/preload-remote-files';
// With experiments.asyncStartup the shared singletons are negotiated before this module runs.
import { startPlatform } from './app/start-platform';

void startPlatform();
