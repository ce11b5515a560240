import type { BusEvent, Me, SessionState } from '@coachforge/contracts';
import { BehaviorSubject } from 'rxjs';
import { createBus } from '../bus';
import { ACCOUNT_IN_USE_KEY, watchAccountSwitches } from './watch-account-switches';

const me = (currentId: number) => ({ current: { id: currentId }, private: { id: 1 } }) as unknown as Me;

function setUp(switching = false) {
  let otherIdentity = false;
  const state = new BehaviorSubject<SessionState>({ status: 'signed-in', me: me(1) });
  const bus = createBus();
  const watch = watchAccountSwitches({
    bus,
    session: { state$: state, current: () => state.value, isSwitching: () => switching },
  });
  let prompted = false;
  watch.prompt$.subscribe((value) => (prompted = value));
  watch.otherIdentity$.subscribe((value) => (otherIdentity = value));
  return { bus, prompted: () => prompted, otherIdentity: () => otherIdentity, state };
}

beforeEach(() => localStorage.clear());

test('a switch announced for another account asks this tab to reload', () => {
  const { bus, prompted } = setUp();
  bus.emit({ type: 'account.switched', accountId: 1 } satisfies BusEvent);
  expect(prompted()).toBe(false);
  bus.emit({ type: 'account.switched', accountId: 9 });
  expect(prompted()).toBe(true);
});

test('the tab that is switching is not asked', () => {
  const { bus, prompted } = setUp(true);
  bus.emit({ type: 'account.switched', accountId: 9 });
  expect(prompted()).toBe(false);
});

test('on focus, an account opened in another tab since is noticed', () => {
  const { prompted } = setUp();
  expect(localStorage.getItem(ACCOUNT_IN_USE_KEY)).toBe('1:1');
  window.dispatchEvent(new Event('focus'));
  expect(prompted()).toBe(false);
  localStorage.setItem(ACCOUNT_IN_USE_KEY, '1:9');
  window.dispatchEvent(new Event('focus'));
  expect(prompted()).toBe(true);
});

test('a session update in an old tab does not overwrite what a newer tab recorded', () => {
  const { state } = setUp();
  localStorage.setItem(ACCOUNT_IN_USE_KEY, '1:9');
  state.next({ status: 'signed-in', me: me(1) });
  expect(localStorage.getItem(ACCOUNT_IN_USE_KEY)).toBe('1:9');
});

test('another tab signing in as someone else shows the multiple-tabs modal, not the switch prompt', () => {
  const { prompted, otherIdentity } = setUp();
  localStorage.setItem(ACCOUNT_IN_USE_KEY, '44:44');
  window.dispatchEvent(new StorageEvent('storage', { key: ACCOUNT_IN_USE_KEY, newValue: '44:44' }));
  expect(otherIdentity()).toBe(true);
  expect(prompted()).toBe(false);
});
