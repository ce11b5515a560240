import { messages } from '@coachforge/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showStartupFailure } from './startup-failure';

test('a failed startup shows the 404 page, whose button loads the main page afresh', async () => {
  const main = document.createElement('main');
  main.innerHTML = '<div id="cf-boot">Loading…</div>';
  document.body.appendChild(main);
  const reload = jest.fn();

  act(() => showStartupFailure(main, reload));

  expect(await screen.findByRole('heading', { name: messages.notFoundPage.title })).toBeVisible();
  expect(screen.queryByText('Loading…')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: messages.notFoundPage.action }));
  expect(reload).toHaveBeenCalledWith('/');
});
