import { endpoints, messages } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileInfoPage } from './profile-info-page';

const settings = { countries: [{ code: 'GB', name: 'United Kingdom' }], states: {}, currencies: [] };

test('a coach changes their name, the profile is saved and the session read again', async () => {
  const reload = jest.fn();
  const { platform, requests } = renderWithPlatform(<ProfileInfoPage />, {
    me: fakeMe({ private: { first_name: 'Dana', last_name: 'Lee', country: 'GB' } }),
    session: { reload },
    request: (endpoint) => (endpoint === endpoints.settings ? settings : undefined),
  });
  const save = screen.getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  await userEvent.clear(screen.getByLabelText('Last Name'));
  await userEvent.type(screen.getByLabelText('Last Name'), 'Lee-Hart');
  await userEvent.click(save);
  await waitFor(() =>
    expect(platform.toast.show).toHaveBeenCalledWith({
      type: 'congrats',
      text: messages.account.profileSaved,
    }),
  );
  expect(requests.find((r) => r.path === endpoints.updateMe.path)?.options.body).toEqual({
    first_name: 'Dana',
    last_name: 'Lee-Hart',
    country: 'GB',
    state: null,
  });
  expect(reload).toHaveBeenCalled();
});

test('an empty first name is refused with the catalogue message', async () => {
  const { requests } = renderWithPlatform(<ProfileInfoPage />, {
    me: fakeMe({ private: { first_name: 'Dana', country: 'GB' } }),
    request: (endpoint) => (endpoint === endpoints.settings ? settings : undefined),
  });
  await userEvent.clear(screen.getByLabelText('First Name'));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(messages.validation.firstNameRequired)).toBeVisible();
  expect(requests.some((r) => r.path === endpoints.updateMe.path)).toBe(false);
});
