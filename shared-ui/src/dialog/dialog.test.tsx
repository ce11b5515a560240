import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button/button';
import { SideModal } from '../side-modal/side-modal';
import { renderWithTheme } from '../testing/render-with-theme';
import { Dialog } from './dialog';

function WithDialog({ dismissable = true, side = false }: { dismissable?: boolean; side?: boolean }) {
  const [open, setOpen] = useState(false);
  const Shown = side ? SideModal : Dialog;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Shown
        isOpen={open}
        onClose={dismissable ? () => setOpen(false) : undefined}
        title="Invite a coach"
        actions={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <p>They will get an email.</p>
      </Shown>
    </>
  );
}

test.each([false, true])(
  'a dialog opened with the keyboard takes focus, closes on Escape and gives focus back (side: %s)',
  async (side) => {
    renderWithTheme(<WithDialog side={side} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Invite a coach' });
    // Focus moves in on the next animation frame, which a busy machine may not have run yet.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  },
);

test('Tab stays inside an open dialog', async () => {
  renderWithTheme(<WithDialog />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog');
  for (let press = 0; press < 4; press += 1) {
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
});

test('the close button closes a dialog', async () => {
  renderWithTheme(<WithDialog />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a prompt that must be answered has no close button and ignores Escape', async () => {
  renderWithTheme(<WithDialog dismissable={false} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Invite a coach' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
