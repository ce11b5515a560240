import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { lazyPages } from './lazy-page';

test('a page and the tab drawn inside it arrive in one fetch: one loading state, then both at once', async () => {
  let arrive: () => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<{
        ProgramPage: (props: { children: ReactNode }) => ReactNode;
        ClientsTab: () => ReactNode;
      }>((resolve) => {
        arrive = () =>
          resolve({
            ProgramPage: ({ children }) => <main aria-label="Strong Base">{children}</main>,
            ClientsTab: () => <p>3 active clients</p>,
          });
      }),
  );
  const page = lazyPages(load);
  const ProgramPage = page('ProgramPage');
  const ClientsTab = page('ClientsTab');
  renderWithTheme(
    <ProgramPage>
      <ClientsTab />
    </ProgramPage>,
  );
  expect(screen.getByTestId('page-loading')).toHaveAttribute('aria-busy', 'true');

  await act(async () => arrive());
  expect(screen.getByRole('main', { name: 'Strong Base' })).toHaveTextContent('3 active clients');
  expect(screen.queryByTestId('page-loading')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
