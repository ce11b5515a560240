/**
 * The dev host's entry (see @coachforge/build's remoteDevWebpackConfig): the remote's `src/app/remote.tsx`
 * is aliased to 'coachforge-dev-remote', and the first-party client comes from the dev server's env.
 */
import * as remote from 'coachforge-dev-remote';
import { startDevHost } from './start-dev-host';

void startDevHost(remote, {
  id: process.env.WEB_CLIENT_ID ?? 'coachforge-web',
  secret: process.env.WEB_CLIENT_SECRET ?? 'coachforge-web-first-party',
});
