import { endpoints } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountClientsPage } from './account-clients-page';
import { fakeClient } from '../../testing/client-fakes';

test('the account’s clients list shows each client’s program and moves between lists by route', async () => {
  const { requests, platform } = renderWithPlatform(<AccountClientsPage route="past_clients" />, {
    me: fakeMe(),
    request: () => [fakeClient({ plan_title: 'Run Club' })],
  });
  expect(await screen.findByTestId('clients-table')).toHaveTextContent('Run Club');
  expect(requests[0]).toMatchObject({
    path: endpoints.accountClients.path,
    options: { query: { list: 'past' } },
  });
  expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(screen.getByRole('tab', { name: 'To review' }));
  await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('to_review_clients'));
});
