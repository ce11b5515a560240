import { PROGRAM_FILTERS_STORAGE_PREFIX } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { act } from '@testing-library/react';
import { useForgetFiltersOnAccountSwitch } from './use-forget-filters-on-account-switch';

function ProgramsRoot() {
  useForgetFiltersOnAccountSwitch();
  return null;
}

beforeEach(() => localStorage.clear());

test('switching account forgets the saved program filters and keeps everything else', () => {
  localStorage.setItem(`${PROGRAM_FILTERS_STORAGE_PREFIX}active`, '{"type":"fixed"}');
  localStorage.setItem('coachforge.accountInUse', '1:1');
  const { emit } = renderWithPlatform(<ProgramsRoot />, { me: fakeMe() });

  act(() => emit({ type: 'account.switched', accountId: 9 }));
  expect(localStorage.getItem(`${PROGRAM_FILTERS_STORAGE_PREFIX}active`)).not.toBeNull();

  act(() => emit({ type: 'account.switching', previousAccountId: 1, nextAccountId: 9 }));
  expect(localStorage.getItem(`${PROGRAM_FILTERS_STORAGE_PREFIX}active`)).toBeNull();
  expect(localStorage.getItem('coachforge.accountInUse')).toBe('1:1');
});
