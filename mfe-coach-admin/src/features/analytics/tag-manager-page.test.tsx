import { ApiRequestError, endpoints, messages, type Endpoint } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TagManagerPage } from './tag-manager-page';

const saved = (id: string | null) => ({ tag_manager_id: id });

function renderPage(answer: (endpoint: Endpoint<unknown, unknown>, body: unknown) => unknown, owner = true) {
  return renderWithPlatform(<TagManagerPage />, {
    me: fakeMe({ current: { is_account_owner: owner, account_role: owner ? 'owner' : 'coach' } }),
    request: (endpoint, options) => answer(endpoint, options.body),
  });
}

test('a container id without GTM- and 5 to 10 capitals or digits is refused with "Invalid code" and not sent', async () => {
  const { requests } = renderPage(() => saved(null));
  const field = await screen.findByLabelText('Container ID');
  await userEvent.type(field, 'GTM-ab1');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(messages.tagManager.invalid)).toBeVisible();
  expect(requests.map((r) => r.path)).toEqual([endpoints.tagManager.path]);
});

test('the owner saves a container id and is told it was saved', async () => {
  const { platform, requests } = renderPage((endpoint, body) =>
    endpoint === endpoints.saveTagManager
      ? saved((body as { tag_manager_id: string }).tag_manager_id)
      : saved(null),
  );
  await userEvent.type(await screen.findByLabelText('Container ID'), 'GTM-AB12CD');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(platform.toast.show).toHaveBeenCalledWith({ type: 'congrats', text: messages.tagManager.saved }),
  );
  expect(requests.at(-1)).toMatchObject({
    path: endpoints.saveTagManager.path,
    options: { body: { tag_manager_id: 'GTM-AB12CD' } },
  });
  expect(screen.getByRole('button', { name: 'Remove' })).toBeVisible();
});

test('a save that fails says so and keeps what was typed', async () => {
  const { platform } = renderPage((endpoint) => {
    if (endpoint === endpoints.saveTagManager) throw new ApiRequestError(503, null, 'Service Unavailable');
    return saved(null);
  });
  await userEvent.type(await screen.findByLabelText('Container ID'), 'GTM-AB12CD');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(platform.toast.show).toHaveBeenCalledWith({ type: 'error', text: messages.tagManager.saveFailed }),
  );
  expect(screen.getByLabelText('Container ID')).toHaveValue('GTM-AB12CD');
});

test('a coach who does not own the account sees the container id but cannot change it', async () => {
  renderPage(() => saved('GTM-TEAM01'), false);
  expect(await screen.findByLabelText('Container ID')).toHaveValue('GTM-TEAM01');
  expect(screen.getByLabelText('Container ID')).toHaveAttribute('readonly');
  expect(screen.getByText(messages.tagManager.ownerChanges)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
});

test('a container that cannot be loaded offers to try again', async () => {
  let fail = true;
  renderPage(() => {
    if (fail) throw new ApiRequestError(500, null, 'Internal Server Error');
    return saved('GTM-AGAIN1');
  });
  expect(await screen.findByText(messages.coachAdmin.loadFailed)).toBeVisible();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByLabelText('Container ID')).toHaveValue('GTM-AGAIN1');
});
