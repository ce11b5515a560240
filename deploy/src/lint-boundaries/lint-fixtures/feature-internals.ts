// Linted as mfe-onboarding/src/features/sign-in/feature-internals.ts: another feature's inner file.
import { SignUpPage } from '../sign-up/components/sign-up-page';

export const page = SignUpPage;
