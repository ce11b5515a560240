import { act } from '@testing-library/react';
import { renderWithPlatform } from '../testing';
import { useBusEvent } from './use-bus-event';

function ForgetsOnSwitch({ onSwitch }: { onSwitch: (next: number) => void }) {
  useBusEvent('account.switching', (event) => onSwitch(event.nextAccountId));
  return null;
}

test('a remote hears the bus events it asked for while it is on the page, and no others', () => {
  const onSwitch = jest.fn();
  const { emit, rendered } = renderWithPlatform(<ForgetsOnSwitch onSwitch={onSwitch} />);
  act(() => emit({ type: 'account.switched', accountId: 9 }));
  act(() => emit({ type: 'account.switching', previousAccountId: 1, nextAccountId: 9 }));
  expect(onSwitch).toHaveBeenCalledTimes(1);
  expect(onSwitch).toHaveBeenCalledWith(9);

  rendered.unmount();
  emit({ type: 'account.switching', previousAccountId: 9, nextAccountId: 1 });
  expect(onSwitch).toHaveBeenCalledTimes(1);
});
