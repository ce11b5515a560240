import { endpoints, messages, type Me, type TaxState } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TaxPage } from './tax-page';

const m = messages.coachAdmin.tax;

test('the owner turns tax collection on; without a payment account yet it waits in progress', async () => {
  let taxState: TaxState = 'normal';
  const meWith = (): Me => fakeMe({ current: { tax_state: taxState } });
  const double = renderWithPlatform(<TaxPage />, {
    me: meWith(),
    request: (endpoint) => {
      if (endpoint === endpoints.taxOn) taxState = 'in_progress';
      if (endpoint === endpoints.taxOff) taxState = 'normal';
      return { tax_state: taxState };
    },
  });
  (double.platform.session.reload as jest.Mock).mockImplementation(async () => {
    act(() => double.setSession({ status: 'signed-in', me: meWith() }));
    return meWith();
  });
  expect(screen.getByTestId('tax-state')).toHaveTextContent(m.states.normal);
  await userEvent.click(screen.getByRole('switch', { name: m.switchLabel }));
  await waitFor(() => expect(screen.getByTestId('tax-state')).toHaveTextContent(m.states.in_progress));
  expect(double.requests.map((r) => r.path)).toEqual([endpoints.taxOn.path]);
  expect(screen.getByRole('switch', { name: m.switchLabel })).toBeChecked();
  await userEvent.click(screen.getByRole('switch', { name: m.switchLabel }));
  await waitFor(() => expect(screen.getByTestId('tax-state')).toHaveTextContent(m.states.normal));
  expect(double.requests.at(-1)!.path).toBe(endpoints.taxOff.path);
});

test('a member who does not own the account sees the state and whom to ask, and cannot switch it', () => {
  renderWithPlatform(<TaxPage />, {
    me: fakeMe({
      current: {
        tax_state: 'activated',
        account_kind: 'team',
        is_account_owner: false,
        account_role: 'coach',
        brand_owner_full_name: 'Olive Owner',
      },
    }),
  });
  expect(screen.getByTestId('tax-state')).toHaveTextContent(m.states.activated);
  expect(screen.getByRole('switch', { name: m.switchLabel })).toBeDisabled();
  expect(screen.getByText(m.ownerOnly('Olive Owner'))).toBeInTheDocument();
});

test('a refusal from the API is shown and the switch stays as it was', async () => {
  const double = renderWithPlatform(<TaxPage />, {
    me: fakeMe(),
    request: () => Promise.reject(new Error(messages.http.ownerOnly)),
  });
  await userEvent.click(screen.getByRole('switch', { name: m.switchLabel }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.http.ownerOnly);
  expect(screen.getByRole('switch', { name: m.switchLabel })).not.toBeChecked();
  expect(double.platform.session.reload).not.toHaveBeenCalled();
});
