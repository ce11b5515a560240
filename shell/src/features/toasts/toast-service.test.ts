import type { Toast } from '@coachforge/contracts';
import { createToastService } from './toast-service';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function watch() {
  const service = createToastService();
  const seen: (Toast | null)[] = [];
  service.current$.subscribe((toast) => seen.push(toast));
  return { service, latest: () => seen[seen.length - 1] };
}

test('an error toast disappears after 5 seconds', () => {
  const { service, latest } = watch();
  service.show({ type: 'error', text: 'Not Found' });
  jest.advanceTimersByTime(4999);
  expect(latest()).toEqual({ type: 'error', text: 'Not Found' });
  jest.advanceTimersByTime(1);
  expect(latest()).toBeNull();
});

test('only one toast shows at a time: a new one replaces the old and gets its own 5 seconds', () => {
  const { service, latest } = watch();
  service.show({ type: 'error', text: 'first' });
  jest.advanceTimersByTime(3000);
  service.show({ type: 'warn', text: 'second' });
  expect(latest()).toEqual({ type: 'warn', text: 'second' });
  jest.advanceTimersByTime(3000);
  expect(latest()).toEqual({ type: 'warn', text: 'second' });
  jest.advanceTimersByTime(2000);
  expect(latest()).toBeNull();
});

test('a persistent notice stays until dismissed', () => {
  const { service, latest } = watch();
  service.show({ type: 'info', text: 'stays', persistent: true });
  jest.advanceTimersByTime(60000);
  expect(latest()).not.toBeNull();
  service.dismiss();
  expect(latest()).toBeNull();
});
