/**
 * The dev host's entry (see @coachforge/build's remoteDevWebpackConfig): the remote's `src/app/remote.tsx`
 * is aliased to 'coachforge-dev-remote', and the dev server defines the first-party client it signs in with.
 */
import * as remote from 'coachforge-dev-remote';
import type { Remote } from '../lifecycles/create-remote';
import { startDevHost } from './start-dev-host';

void startDevHost(remote as Remote, __COACHFORGE_DEV_CLIENT__);
