import { endpoints, type Me } from '@coachforge/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@coachforge/remote-kit/testing';
import { VerifyInformationPage } from './components/verify-information-page';

const me = {
  current: { id: 5, role: 'coach', birthdate: null, popup_storage: [] },
  private: { id: 5, first_name: 'Tess', last_name: 'Team', country: null, state: null },
} as unknown as Me;

const settings = {
  countries: [
    { code: 'GB', name: 'United Kingdom', country_phone_code: '44', local_currencies: ['GBP'] },
    { code: 'FR', name: 'France', country_phone_code: '33', local_currencies: ['EUR'] },
  ],
  states: { GB: [{ code: 'ENG', name: 'England' }], FR: [] },
  currencies: [],
  payout_countries: [],
  tax_types: [],
};

/** Types into a combobox and picks the option it offers. */
async function typeAndChoose(label: string, text: string, option: string) {
  await userEvent.type(screen.getByRole('combobox', { name: label }), text);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Opens a select by its label and picks an option. */
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(label.replace(/[?]/g, '\\?')) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The shell's session answers the same state object until it changes. */
const signedIn = { status: 'signed-in' as const, me };

test('a team coach sets up the profile, answers the questions and goes on to create the team', async () => {
  const request = jest.fn(async (endpoint: unknown, _options?: { body?: unknown }) =>
    endpoint === endpoints.settings ? settings : me,
  );
  const reload = jest.fn().mockResolvedValue(me);
  const { platform } = renderWithPlatform(<VerifyInformationPage />, {
    session: { current: () => signedIn, reload },
    request: request as never,
    path: '/:role',
    route: '/team',
  });
  expect(screen.getByLabelText('First Name')).toHaveValue('Tess');
  const continueButton = screen.getByRole('button', { name: 'Continue' });
  await waitFor(() => expect(continueButton).toBeDisabled());
  await typeAndChoose('Country', 'united', 'United Kingdom');
  await screen.findByRole('combobox', { name: 'State' });
  await typeAndChoose('State', 'eng', 'England');
  await waitFor(() => expect(continueButton).toBeEnabled());
  await userEvent.click(continueButton);

  const finish = await screen.findByRole('button', { name: 'Finish' });
  await waitFor(() => expect(finish).toBeDisabled());
  await choose('What do you coach?', 'Strength');
  await choose('How many clients do you coach today?', '6-25');
  await choose('How did you hear about Coachforge?', 'Social media');
  await userEvent.click(finish);

  await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('onboarding-create', { type: 'team' }));
  const bodies = request.mock.calls
    .filter(([endpoint]) => endpoint === endpoints.updateMe)
    .map(([, options]) => options?.body);
  expect(bodies).toEqual([
    { first_name: 'Tess', last_name: 'Team', country: 'GB', state: 'ENG' },
    { coach_questions: { coaching_focus: 'Strength', client_count: '6-25', heard_from: 'Social media' } },
  ]);
  expect(reload).toHaveBeenCalled();
});
