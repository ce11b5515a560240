import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Switch } from './switch';

function Setting({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <Switch isSelected={on} onChange={setOn} isDisabled={disabled}>
      Email me about new clients
    </Switch>
  );
}

test('a switch turns on with Space and off with a click', async () => {
  renderWithTheme(<Setting />);
  const control = screen.getByRole('switch', { name: 'Email me about new clients' });
  await userEvent.tab();
  expect(control).toHaveFocus();
  await userEvent.keyboard(' ');
  expect(control).toBeChecked();
  await userEvent.click(screen.getByText('Email me about new clients'));
  expect(control).not.toBeChecked();
});

test('a disabled switch stays as it is', async () => {
  renderWithTheme(<Setting disabled />);
  await userEvent.click(screen.getByText('Email me about new clients'));
  expect(screen.getByRole('switch')).not.toBeChecked();
});
