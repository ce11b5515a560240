import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextArea } from '../text-area/text-area';
import { renderWithTheme } from '../testing/render-with-theme';
import { TextField } from './text-field';

test('a text field is found by its label, typed into, and reads its help and error', async () => {
  const onChange = jest.fn();
  renderWithTheme(
    <TextField label="Email" description="We never share it" error="Email is required" onChange={onChange} />,
  );
  const input = screen.getByRole('textbox', { name: 'Email' });
  await userEvent.type(input, 'a@b.co');
  expect(onChange).toHaveBeenCalledTimes(6);
  expect(input).toHaveAccessibleDescription('We never share it Email is required');
  expect(input).toBeInvalid();
  expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
});

test('Tab moves from one field to the next', async () => {
  renderWithTheme(
    <>
      <TextField label="First name" />
      <TextField label="Last name" />
    </>,
  );
  await userEvent.tab();
  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveFocus();
});

function Note() {
  const [value, setValue] = useState('');
  return <TextArea label="Note" maxLength={20} value={value} onChange={(e) => setValue(e.target.value)} />;
}

test('a text area takes several lines and counts what is typed', async () => {
  renderWithTheme(<Note />);
  const area = screen.getByRole('textbox', { name: 'Note' });
  await userEvent.type(area, 'one{Enter}two');
  expect(area).toHaveValue('one\ntwo');
  expect(screen.getByText('7/20')).toBeInTheDocument();
});
