import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Button, IconButton } from './button';

test('a button is pressed with the mouse, Enter and Space', async () => {
  const onClick = jest.fn();
  renderWithTheme(<Button onClick={onClick}>Save</Button>);
  const button = screen.getByRole('button', { name: 'Save' });
  await userEvent.click(button);
  button.focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard(' ');
  expect(onClick).toHaveBeenCalledTimes(3);
});

test('a loading button keeps its name and focus, says it is busy and ignores presses', async () => {
  const onClick = jest.fn();
  renderWithTheme(
    <Button loading onClick={onClick}>
      Save
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await userEvent.tab();
  expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

test('a disabled button cannot be pressed', async () => {
  const onClick = jest.fn();
  renderWithTheme(
    <Button disabled $variant="danger" onClick={onClick}>
      Delete
    </Button>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onClick).not.toHaveBeenCalled();
});

test('a button can be a link that looks like a button', () => {
  renderWithTheme(
    <Button as="a" href="/plans" $variant="secondary">
      See plans
    </Button>,
  );
  expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');
});

test('an icon button is named by its label', () => {
  renderWithTheme(<IconButton label="Close" icon={<svg aria-hidden="true" />} />);
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
});
