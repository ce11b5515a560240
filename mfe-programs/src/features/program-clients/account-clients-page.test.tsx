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

test('the to_review queue shows what each client logged for review, and Mark reviewed takes it out', async () => {
  let waiting = 2;
  const { requests } = renderWithPlatform(<AccountClientsPage route="to_review_clients" />, {
    me: fakeMe(),
    request: (endpoint) => {
      if (endpoint === endpoints.reviewClientResults) {
        waiting = 0;
        return { reviewed: 2 };
      }
      return [fakeClient({ id: 5, plan_id: 7, results_to_review: waiting })];
    },
  });
  expect(await screen.findByTestId('results-to-review-5')).toHaveTextContent('2 results to review');
  await userEvent.click(screen.getByRole('button', { name: 'Mark reviewed' }));
  await waitFor(() => expect(screen.queryByTestId('results-to-review-5')).not.toBeInTheDocument());
  expect(requests.find((r) => r.path === endpoints.reviewClientResults.path)!.options.params).toEqual({
    plan_id: 7,
    client_id: 5,
  });
});

test('macros days the client logged wait beside their results, and Mark reviewed takes both out', async () => {
  let waiting = { results: 1, macros: 3 };
  renderWithPlatform(<AccountClientsPage route="to_review_clients" />, {
    me: fakeMe(),
    request: (endpoint) => {
      if (endpoint === endpoints.reviewClientResults) {
        waiting = { results: 0, macros: 0 };
        return { reviewed: 4 };
      }
      return [
        fakeClient({
          id: 5,
          plan_id: 7,
          results_to_review: waiting.results,
          macros_to_review: waiting.macros,
        }),
      ];
    },
  });
  expect(await screen.findByTestId('results-to-review-5')).toHaveTextContent('1 result to review');
  expect(screen.getByTestId('macros-to-review-5')).toHaveTextContent('3 macros days to review');
  await userEvent.click(screen.getByRole('button', { name: 'Mark reviewed' }));
  await waitFor(() => expect(screen.queryByTestId('macros-to-review-5')).not.toBeInTheDocument());
  expect(screen.queryByTestId('results-to-review-5')).not.toBeInTheDocument();
});
