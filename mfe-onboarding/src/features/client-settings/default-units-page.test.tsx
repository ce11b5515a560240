import { ApiRequestError, endpoints } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DefaultUnitsPage } from './components/default-units-page';

const client = fakeMe({
  current: { role: 'user' },
  private: { role: 'user', weight_unit: 'kg', length_unit: 'cm' },
});

test('choosing pounds saves the weight unit at once', async () => {
  const { requests } = renderWithPlatform(<DefaultUnitsPage />, { me: client });
  expect(screen.getByRole('radio', { name: 'Kilograms (kg)' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: 'Pounds (lb)' }));
  await waitFor(() =>
    expect(requests).toContainEqual({
      path: endpoints.updatePrivate.path,
      options: { body: { private: { weight: 'lb' } } },
    }),
  );
  expect(screen.getByRole('radio', { name: 'Pounds (lb)' })).toBeChecked();
});

test('a unit that could not be saved goes back to the one that is kept', async () => {
  renderWithPlatform(<DefaultUnitsPage />, {
    me: client,
    request: () => {
      throw new ApiRequestError(503, null, 'Service Unavailable');
    },
  });
  await userEvent.click(screen.getByRole('radio', { name: 'Inches (in)' }));
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Centimetres (cm)' })).toBeChecked());
});
