import '@testing-library/jest-dom';
import { preloadLazyParts } from '@coachforge/ui';
import 'fake-indexeddb/auto';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

// jsdom lacks the encoders react-router uses; Node's are the same standard API.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no IndexedDB (fake-indexeddb stands in) nor the structured clone IndexedDB stores with; the
// calendar keeps logged results there (decision 0110). V8's serializer is the same clone algorithm.
Object.assign(globalThis, { structuredClone: (value: unknown) => deserialize(serialize(value)) });

// The design system fetches its heavier parts on first use in the browser; tests render synchronously.
beforeAll(() => preloadLazyParts());
