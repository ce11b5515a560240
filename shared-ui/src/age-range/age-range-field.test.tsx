import { messages } from '@coachforge/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { AgeRangeField } from './age-range-field';

test('a wrong age keeps what was typed, says the rule, and sends nothing until the range is valid', async () => {
  const onChange = jest.fn();
  renderWithTheme(<AgeRangeField label="Age" onChange={onChange} />);
  const from = screen.getByRole('textbox', { name: 'From' });
  await userEvent.type(from, '12');
  expect(from).toHaveValue('12');
  expect(from).toBeInvalid();
  expect(screen.getByRole('alert')).toHaveTextContent(messages.ui.ageRangeInvalid);
  expect(onChange).not.toHaveBeenCalled();
  await userEvent.clear(from);
  await userEvent.type(from, '20');
  await userEvent.tab();
  await userEvent.keyboard('35');
  expect(onChange.mock.calls).toEqual([
    [{ from: null, to: null }],
    [{ from: 20, to: null }],
    [{ from: 20, to: 35 }],
  ]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
