// Linted as shell/src/features/frame/shell-imports-remote.ts: the shell importing a remote's source.
import { localPath } from '../../../../mfe-onboarding/src/app/routes';

export const signIn = localPath('onboarding-signin');
