import '@testing-library/jest-dom';
import { preloadLazyParts } from '@coachforge/ui';

// The design system fetches its heavier parts on first use in the browser; tests render synchronously.
beforeAll(() => preloadLazyParts());
