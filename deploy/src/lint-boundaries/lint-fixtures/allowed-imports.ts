// Linted as mfe-onboarding/src/features/sign-in/allowed-imports.ts: the contracts and another feature's index.
import { namedRoutes } from '@coachforge/contracts';
import { SignUpPage } from '../sign-up';

export const allowed = [namedRoutes.main, SignUpPage];
