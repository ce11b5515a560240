import { endpoints, messages } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientProfilePage } from './components/client-profile-page';

const settings = { countries: [{ code: 'GB', name: 'United Kingdom' }], states: {}, currencies: [] };
const client = (gender: 'female' | null = null) =>
  fakeMe({
    current: { role: 'user' },
    private: { role: 'user', first_name: 'Kim', last_name: 'Park', country: 'GB', gender, birthdate: null },
  });
const answer = (endpoint: unknown) => (endpoint === endpoints.settings ? settings : undefined);

test('the client profile asks for a gender before saving, then saves the details', async () => {
  const { platform, requests } = renderWithPlatform(<ClientProfilePage />, { me: client(), request: answer });
  await userEvent.clear(screen.getByLabelText('Last Name'));
  await userEvent.type(screen.getByLabelText('Last Name'), 'Park-Lee');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(messages.validation.genderRequired)).toBeVisible();
  expect(requests.some((r) => r.path === endpoints.updateMe.path)).toBe(false);

  await userEvent.click(screen.getByRole('button', { name: /Gender/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Prefer not to say' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(platform.toast.show).toHaveBeenCalledWith({
      type: 'congrats',
      text: messages.account.profileSaved,
    }),
  );
  expect(requests.find((r) => r.path === endpoints.updateMe.path)?.options.body).toEqual({
    first_name: 'Kim',
    last_name: 'Park-Lee',
    country: 'GB',
    state: null,
    gender: 'not_said',
  });
});

test('the date of birth says who may sign up, and a valid date saves itself with "You are ready to go!"', async () => {
  jest.useFakeTimers();
  try {
    const { platform, requests } = renderWithPlatform(<ClientProfilePage />, {
      me: client('female'),
      request: answer,
    });
    expect(screen.getByText(messages.validation.minimumSignUpAge)).toBeVisible();
    for (const [label, value] of [
      ['Day', '14'],
      ['Month', '03'],
      ['Year', '1990'],
    ] as const) {
      const input = screen.getByLabelText(label);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    }
    await act(async () => {
      await jest.advanceTimersByTimeAsync(250);
    });
    expect(requests.find((r) => r.path === endpoints.updateMe.path)?.options.body).toEqual({
      birthdate: '1990-03-14',
    });
    expect(platform.toast.show).toHaveBeenCalledWith({ type: 'congrats', text: messages.account.readyToGo });
  } finally {
    jest.useRealTimers();
  }
});
