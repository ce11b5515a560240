import { messages } from '@coachforge/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { CommentBox, type CommentBoxProps } from './comment-box';

const people = [
  { id: 7, full_name: 'Ana Lima' },
  { id: 8, full_name: 'Ben Okafor' },
];

function box(props: Partial<CommentBoxProps> = {}) {
  const onSend = jest.fn();
  const view = renderWithTheme(
    <CommentBox
      label="Comments"
      people={people}
      maxLength={2000}
      sending={false}
      failed={false}
      onSend={onSend}
      {...props}
    />,
  );
  return { ...view, onSend, field: screen.getByRole('textbox', { name: messages.comments.label }) };
}

test('sending needs words once trimmed: blank text cannot be sent', async () => {
  const { field, onSend } = box();
  const send = screen.getByRole('button', { name: messages.comments.send });
  expect(send).toBeDisabled();
  await userEvent.type(field, '   ');
  expect(send).toBeDisabled();
  await userEvent.type(field, 'Strong');
  await userEvent.click(send);
  expect(onSend).toHaveBeenCalledWith(
    { text: '   Strong', mentions: [], mention_all: false },
    expect.any(Function),
  );
});

test('a mention puts the name in the text and sends the id; a name taken out is no longer a mention', async () => {
  const { field, onSend } = box({ everyone: { token: 'leaderboard', label: '@leaderboard (everyone)' } });
  await userEvent.click(screen.getByRole('button', { name: '@Ana Lima' }));
  await userEvent.click(screen.getByRole('button', { name: '@Ben Okafor' }));
  await userEvent.click(screen.getByRole('button', { name: '@leaderboard (everyone)' }));
  expect(field).toHaveValue('@Ana Lima @Ben Okafor @leaderboard ');
  await userEvent.clear(field);
  await userEvent.type(field, 'Well done @Ben Okafor');
  await userEvent.click(screen.getByRole('button', { name: messages.comments.send }));
  expect(onSend).toHaveBeenCalledWith(
    { text: 'Well done @Ben Okafor', mentions: [8], mention_all: false },
    expect.any(Function),
  );
});

test('while sending the button is busy and ignores presses; the box empties only once sent', async () => {
  const { field, onSend, rerender } = box({ sending: true });
  await userEvent.type(field, 'Hello');
  await userEvent.click(screen.getByRole('button', { name: messages.comments.send }));
  expect(onSend).not.toHaveBeenCalled();
  const props = { label: 'Comments', people, maxLength: 2000, onSend };
  rerender(<CommentBox {...props} sending={false} failed />);
  expect(screen.getByRole('alert')).toHaveTextContent(messages.comments.sendFailed);
  expect(field).toHaveValue('Hello');
  await userEvent.click(screen.getByRole('button', { name: messages.comments.send }));
  const [, sent] = onSend.mock.calls[0] as [unknown, () => void];
  expect(field).toHaveValue('Hello');
  sent();
  expect(await screen.findByRole('textbox', { name: messages.comments.label })).toHaveValue('');
});
