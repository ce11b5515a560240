import { flattenErrorMessages } from './api-error';

test('field messages are flattened one per line for the error toast', () => {
  expect(
    flattenErrorMessages({ error: 'The request is not valid.', errors: { email: ['A'], name: ['B', 'C'] } }),
  ).toBe('A\nB\nC');
});

test('without field messages the error itself is shown', () => {
  expect(flattenErrorMessages({ error: 'Invalid email or password.' })).toBe('Invalid email or password.');
});
