import {
  DEFAULT_THEME,
  endpoints,
  messages,
  PROFILE_UPDATE_DELAY_HOURS,
  type Me,
  type PlatformSession,
  type SessionState,
} from '@coachforge/contracts';
import { defaultUiTheme } from '@coachforge/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { ProfileCompletionModal } from './profile-completion-modal';

const CREATED = Date.UTC(2026, 0, 10, 23, 30) / 1000;
const dueAt = () => CREATED * 1000 + PROFILE_UPDATE_DELAY_HOURS * 3_600_000;

const client = (fields: { gender?: string | null; birthdate?: string | null } = {}) =>
  ({
    current: { id: 7, role: 'user', gender: null, birthdate: null, created_at: CREATED, ...fields },
    private: { id: 7 },
    theme: DEFAULT_THEME,
  }) as unknown as Me;

function renderModal(me: Me, now: () => number = dueAt) {
  const state = new BehaviorSubject<SessionState>({ status: 'signed-in', me });
  const session = {
    state$: state.asObservable(),
    current: () => state.value,
    reload: jest.fn(async () => {
      const next = client({ gender: 'female', birthdate: '14/03/2008' });
      state.next({ status: 'signed-in', me: next });
      return next;
    }),
  } as unknown as PlatformSession;
  const api = { request: jest.fn().mockResolvedValue(undefined) };
  const toasts = { show: jest.fn() };
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <ProfileCompletionModal api={api} session={session} toasts={toasts} now={now} />
    </ThemeProvider>,
  );
  return { api, toasts };
}

const go = (path: string) =>
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new Event('single-spa:routing-event'));
  });

const modal = () => screen.queryByRole('dialog', { name: messages.frame.profileCompletionTitle });

beforeEach(() => window.history.pushState(null, '', '/user/my_programs/active'));

test.each`
  when                                                | me                                                     | now                      | shown
  ${'a client without gender or birthdate, when due'} | ${client()}                                            | ${dueAt}                 | ${true}
  ${'the same client an hour too early'}              | ${client()}                                            | ${() => dueAt() - 3.6e6} | ${false}
  ${'a client who gave both'}                         | ${client({ gender: 'male', birthdate: '01/01/1990' })} | ${dueAt}                 | ${false}
`('$when: the modal is shown: $shown', ({ me, now, shown }) => {
  renderModal(me, now);
  expect(Boolean(modal())).toBe(shown);
});

test('the modal is not shown on the profile page, which asks the same', () => {
  window.history.pushState(null, '', '/user/profile');
  renderModal(client());
  expect(modal()).toBeNull();
});

test('Later closes it until the next route change', async () => {
  renderModal(client());
  await userEvent.click(screen.getByRole('button', { name: messages.frame.profileCompletionLater }));
  expect(modal()).toBeNull();
  go('/user/calendar');
  expect(modal()).not.toBeNull();
});

test('Save needs a gender and a date of birth of someone 16 or older, then saves both', async () => {
  const { api, toasts } = renderModal(client());
  const save = screen.getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: /Gender/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Female' }));
  const typeDate = (day: string, month: string, year: string) => {
    for (const [label, value] of [
      ['Day', day],
      ['Month', month],
      ['Year', year],
    ] as const) {
      const input = screen.getByLabelText(label);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    }
  };
  const thisYear = new Date().getFullYear();
  typeDate('01', '01', String(thisYear - 14));
  expect(save).toBeDisabled();
  expect(screen.getByRole('alert')).toHaveTextContent(messages.validation.birthdateMinAge(16));
  typeDate('14', '03', String(thisYear - 18));
  await waitFor(() => expect(save).toBeEnabled());
  await userEvent.click(save);
  await waitFor(() => expect(modal()).toBeNull());
  expect(api.request).toHaveBeenCalledWith(endpoints.updateMe, {
    body: { gender: 'female', birthdate: `${thisYear - 18}-03-14` },
  });
  expect(toasts.show).toHaveBeenCalledWith({ type: 'congrats', text: messages.account.readyToGo });
});
