// Linted as mfe-onboarding/src/features/sign-in/cross-remote-import.ts: a remote reaching into another.
import { MEDIA_LIBRARY_BASE } from '../../../../mfe-media-library/src/app/routes';

export const base = MEDIA_LIBRARY_BASE;
