// Linted as mfe-onboarding/src/features/sign-in/cross-remote-import.ts: a remote reaching into another.
import { definition } from '../../../../mfe-media-library/src/app/remote';

export const mediaRoutes = definition.routes;
