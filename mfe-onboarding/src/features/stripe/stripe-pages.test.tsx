import { messages } from '@coachforge/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@coachforge/remote-kit/testing';
import { StripeOnboardingErrorPage, StripeOnboardingPage } from './components/stripe-pages';

test.each([
  ['signup', 'onboarding-success'],
  ['settings', 'coach_profile_payment'],
  ['my_plans', 'my_plans_active'],
])('the return with source %s continues to %s', async (source, route) => {
  const { platform } = renderWithPlatform(<StripeOnboardingPage />, { route: `/?source=${source}` });
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(platform.navigate).toHaveBeenCalledWith(route);
});

test.each(['', 'elsewhere'])('the return with source %j is not valid', (source) => {
  renderWithPlatform(<StripeOnboardingPage />, { route: `/?source=${source}` });
  expect(screen.getByRole('alert')).toHaveTextContent(messages.account.stripeUnknownSource);
});

test.each([
  ['signup', true],
  ['settings', true],
  ['my_plans', false],
])('the error page accepts source %s: %s', (source, valid) => {
  renderWithPlatform(<StripeOnboardingErrorPage />, { route: `/?source=${source}` });
  expect(screen.queryByRole('button', { name: 'Continue' }) !== null).toBe(valid);
});
