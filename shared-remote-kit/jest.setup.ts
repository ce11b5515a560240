import '@testing-library/jest-dom';
import { preloadLazyParts } from '@coachforge/ui';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders react-router uses; Node's are the same standard API.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The design system fetches its heavier parts on first use in the browser; tests render synchronously.
beforeAll(() => preloadLazyParts());
