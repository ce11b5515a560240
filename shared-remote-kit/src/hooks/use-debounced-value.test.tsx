import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

afterEach(() => jest.useRealTimers());

test('the value follows only once it has stopped changing for the delay', () => {
  jest.useFakeTimers();
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
    initialProps: { value: '' },
  });
  rerender({ value: 'a' });
  act(() => jest.advanceTimersByTime(200));
  rerender({ value: 'an' });
  act(() => jest.advanceTimersByTime(200));
  expect(result.current).toBe('');
  act(() => jest.advanceTimersByTime(100));
  expect(result.current).toBe('an');
});
