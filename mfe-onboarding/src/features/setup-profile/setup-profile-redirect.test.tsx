import type { Me } from '@coachforge/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@coachforge/remote-kit/testing';
import { SetupProfileRedirect } from './components/setup-profile-redirect';

function coach({ step, business = false }: { step: string | null; business?: boolean }) {
  const me = {
    current: {
      id: business ? 20 : 5,
      role: 'coach',
      registration_step: step,
      popup_storage: [],
      is_account_owner: true,
      stripe_account_type: null,
      stripe_connect_charges_enabled: false,
      subscription: null,
    },
    private: { id: 5 },
  } as unknown as Me;
  // The shell's session answers the same state object until it changes.
  const state = { status: 'signed-in' as const, me };
  return { current: () => state };
}

test('a coach who stopped registering chooses a team and finishes the profile set-up as one', async () => {
  const { platform } = renderWithPlatform(<SetupProfileRedirect />, { session: coach({ step: 'profile' }) });
  expect(screen.getByRole('heading', { name: 'Finish setting up your account' })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'A team of coaches' }));
  expect(platform.navigate).toHaveBeenCalledWith('onboarding-verify-information', { role: 'team' });
});

test('a coach who stopped registering alone finishes as a single coach', async () => {
  const { platform } = renderWithPlatform(<SetupProfileRedirect />, { session: coach({ step: 'profile' }) });
  await userEvent.click(screen.getByRole('button', { name: 'Just me' }));
  expect(platform.navigate).toHaveBeenCalledWith('onboarding-verify-information', { role: 'standalone' });
});

test.each([
  ['a registered coach in the private account goes to my accounts', false, 'coach_profile_my_accounts'],
  ['a registered coach in a business account goes to main', true, 'main'],
])('%s', async (_case, business, route) => {
  const { platform } = renderWithPlatform(<SetupProfileRedirect />, {
    session: coach({ step: 'questions', business }),
  });
  await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith(route));
  expect(screen.queryByRole('heading')).toBeNull();
});
