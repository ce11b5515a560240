import { Subject, filter } from 'rxjs';
import type { BusEvent } from '../bus/events';
import type { PlatformBus } from '../platform/platform-context';
import { forgetSavedProgramFiltersOnAccountSwitch } from './saved-program-filters';

function busOf(): PlatformBus {
  const events = new Subject<BusEvent>();
  return {
    emit: (event) => events.next(event),
    on: (type) => events.pipe(filter((event) => event.type === type)) as never,
  };
}

/** The browser's Storage over a Map (the contracts' tests run without a DOM). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

test('switching account forgets the saved program filters and keeps everything else', () => {
  const bus = busOf();
  const localStorage = memoryStorage();
  localStorage.setItem('coachforge.programFilters.active', '{"type":"fixed"}');
  localStorage.setItem('coachforge.accountInUse', '1:1');
  const stop = forgetSavedProgramFiltersOnAccountSwitch(bus, localStorage);

  bus.emit({ type: 'session.changed', me: null });
  expect(localStorage.getItem('coachforge.programFilters.active')).not.toBeNull();

  bus.emit({ type: 'account.switching', previousAccountId: 1, nextAccountId: 9 });
  expect(localStorage.getItem('coachforge.programFilters.active')).toBeNull();
  expect(localStorage.getItem('coachforge.accountInUse')).toBe('1:1');
  stop();
});
