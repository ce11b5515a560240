import { endpoints, messages } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyProfilePage } from './my-profile-page';

const settings = { countries: [{ code: 'GB', name: 'United Kingdom' }], states: {}, currencies: [] };

test('a coach changes their own details and the currency prices are shown in; they go to the login identity', async () => {
  const reload = jest.fn();
  const { platform, requests } = renderWithPlatform(<MyProfilePage />, {
    me: fakeMe({ private: { first_name: 'Dana', last_name: 'Lee', country: 'GB', platform_currency: null } }),
    session: { reload },
    request: (endpoint) => (endpoint === endpoints.settings ? settings : undefined),
  });
  await userEvent.clear(screen.getByLabelText('First Name'));
  await userEvent.type(screen.getByLabelText('First Name'), 'Danielle');
  await userEvent.click(screen.getByRole('button', { name: /Show prices in/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'EUR' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(platform.toast.show).toHaveBeenCalledWith({
      type: 'congrats',
      text: messages.account.profileSaved,
    }),
  );
  expect(requests.find((r) => r.path === endpoints.updatePrivate.path)?.options.body).toEqual({
    private: {
      first_name: 'Danielle',
      last_name: 'Lee',
      country: 'GB',
      state: null,
      gender: null,
      platform_currency: 'EUR',
    },
  });
  expect(reload).toHaveBeenCalled();
});
