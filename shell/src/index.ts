// With experiments.asyncStartup the shared singletons are negotiated before this module runs.
import { startPlatform } from './app/start-platform';

void startPlatform();
