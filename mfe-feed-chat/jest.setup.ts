import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders react-router uses; Node's are the same standard API.
Object.assign(globalThis, { TextEncoder, TextDecoder });
