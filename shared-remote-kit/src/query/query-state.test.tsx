import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '../testing';
import { QueryState } from './query-state';

function Answer({ answer }: { answer: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['answer'], queryFn: answer, retry: false });
  return (
    <QueryState
      query={query}
      errorTitle="Could not load."
      errorDetail={(error) => (error as Error).message}
      loading={<p>Waiting…</p>}
    >
      {(data) => <p>Got {data}</p>}
    </QueryState>
  );
}

test('the loading node shows first, then the data', async () => {
  renderWithPlatform(<Answer answer={() => Promise.resolve('42')} />);
  expect(screen.getByText('Waiting…')).toBeInTheDocument();
  expect(await screen.findByText('Got 42')).toBeInTheDocument();
});

test('a failure shows the title and detail with Retry, and Retry asks again', async () => {
  const answer = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('42');
  renderWithPlatform(<Answer answer={answer} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load.offline');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Got 42')).toBeInTheDocument();
  expect(answer).toHaveBeenCalledTimes(2);
});
