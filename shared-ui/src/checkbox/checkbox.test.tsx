import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Checkbox } from './checkbox';

test('a checkbox is ticked by its label and by Space, and says what is wrong', async () => {
  renderWithTheme(<Checkbox label="I agree to the terms" error="You must agree before submitting." />);
  const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
  await userEvent.click(screen.getByText('I agree to the terms'));
  expect(box).toBeChecked();
  await userEvent.keyboard(' ');
  expect(box).not.toBeChecked();
  expect(box).toHaveAccessibleDescription('You must agree before submitting.');
});

test('a disabled checkbox does not change', async () => {
  renderWithTheme(<Checkbox label="Locked" disabled />);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Locked' }));
  expect(screen.getByRole('checkbox', { name: 'Locked' })).not.toBeChecked();
});
