import { messages } from '@coachforge/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { announceNavigation, renderWithPlatform } from '../testing';
import { useLeaveGuard } from './use-leave-guard';

function Editor() {
  const [text, setText] = useState('');
  const { dialog, allowLeaving } = useLeaveGuard(text !== '');
  return (
    <>
      <label>
        Notes
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={allowLeaving}>
        Saved
      </button>
      {dialog}
    </>
  );
}

const navigate = (to: string) => announceNavigation(to, '/coach/templates/days/7');

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

test('nothing typed: leaving is not questioned', async () => {
  renderWithPlatform(<Editor />);
  expect((await navigate('/coach/programs')).held).toBeNull();
  expect(unload()).toBe(false);
});

test('with unsaved changes, leaving asks first: Keep editing stays, Leave without saving goes', async () => {
  renderWithPlatform(<Editor />);
  await userEvent.type(screen.getByLabelText('Notes'), 'Heavy singles');
  expect(unload()).toBe(true);
  // The query alone changing (another week of the same page) is not leaving.
  expect((await navigate('/coach/templates/days/7?week=2')).held).toBeNull();

  const { held: stay } = await navigate('/coach/programs');
  expect(await screen.findByRole('alertdialog')).toHaveTextContent(messages.ui.leaveUnsaved.body);
  await userEvent.click(screen.getByRole('button', { name: messages.ui.leaveUnsaved.stay }));
  await expect(stay).resolves.toBe(true);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByLabelText('Notes')).toHaveValue('Heavy singles');

  const { held: leave } = await navigate('/coach/programs');
  await userEvent.click(await screen.findByRole('button', { name: messages.ui.leaveUnsaved.leave }));
  await expect(leave).resolves.toBe(false);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
});

test('after a save the editor lets the next navigation through without asking', async () => {
  renderWithPlatform(<Editor />);
  await userEvent.type(screen.getByLabelText('Notes'), 'x');
  await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
  expect((await navigate('/coach/templates/days')).held).toBeNull();
  expect(unload()).toBe(false);
});
