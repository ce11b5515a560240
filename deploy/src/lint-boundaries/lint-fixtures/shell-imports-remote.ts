// Linted as shell/src/features/frame/shell-imports-remote.ts: the shell importing a remote's source.
import { definition } from '../../../../mfe-onboarding/src/app/remote';

export const onboardingRoutes = definition.routes;
