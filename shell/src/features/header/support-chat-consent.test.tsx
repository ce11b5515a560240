import { DEFAULT_THEME, messages, type Me } from '@coachforge/contracts';
import { defaultUiTheme } from '@coachforge/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { createCookieConsentStore } from '../cookie-consent';
import { trialSubscription } from '../../testing/subscriptions';
import { AccountNavigation } from './account-navigation';
import { HELP_LINKS } from './menu-model';

const coach = {
  current: {
    id: 3,
    role: 'coach',
    account_kind: 'private',
    is_account_owner: true,
    account_role: 'owner',
    full_name: 'Dana Lee',
    popup_storage: [],
    hide_checklist: true,
    has_new_notifications: false,
    has_unread_chat_messages: false,
    stripe_account_type: null,
    subscription: trialSubscription(),
  },
  private: { id: 3 },
  theme: DEFAULT_THEME,
} as unknown as Me;

function renderHeader(cookie: string) {
  const store = createCookieConsentStore({ cookie });
  const toast = { show: jest.fn() };
  const open = jest.spyOn(store, 'openSettings');
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <AccountNavigation
        me={coach}
        api={{ request: jest.fn() }}
        bus={{ emit: jest.fn(), on: () => new Subject() as never }}
        toast={toast}
        cookieConsent={store}
        unreadNotes={0}
        onSwitchAccount={jest.fn()}
        onLogOut={jest.fn()}
      />
    </ThemeProvider>,
  );
  return { open, toast };
}

test('without preference cookies, Chat to the team opens the cookie settings instead of the chat', async () => {
  const { open, toast } = renderHeader('cf_cookie_consent=analytics');
  await userEvent.click(screen.getByRole('button', { name: messages.menu.help }));
  const entry = screen.getByRole('menuitem', { name: messages.menu.chatToTeam });
  expect(entry).not.toHaveAttribute('href');
  await userEvent.click(entry);
  expect(open).toHaveBeenCalled();
  expect(toast.show).toHaveBeenCalledWith({ type: 'info', text: messages.legal.supportChatNeedsConsent });
});

test('with preference cookies, Chat to the team is the chat link itself', async () => {
  const { open } = renderHeader('cf_cookie_consent=preferences');
  await userEvent.click(screen.getByRole('button', { name: messages.menu.help }));
  expect(screen.getByRole('menuitem', { name: messages.menu.chatToTeam })).toHaveAttribute(
    'href',
    HELP_LINKS.chatToTeam,
  );
  expect(open).not.toHaveBeenCalled();
});
