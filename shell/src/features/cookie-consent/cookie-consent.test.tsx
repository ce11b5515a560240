import { messages } from '@coachforge/contracts';
import { defaultUiTheme } from '@coachforge/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { LegalLinks } from '../legal';
import { createCookieConsentStore } from './cookie-consent-store';
import { CookieSettingsDialog } from './cookie-settings-dialog';

const l = messages.legal;

function renderFooter(cookie = '') {
  const doc = { cookie };
  const store = createCookieConsentStore(doc);
  const toasts = { show: jest.fn() };
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <LegalLinks role={null} onCookieSettings={store.openSettings} />
      <CookieSettingsDialog store={store} toasts={toasts} />
    </ThemeProvider>,
  );
  return { doc, store, toasts };
}

test('the legal footer opens the cookie settings, where only necessary cookies are on until chosen', async () => {
  renderFooter();
  await userEvent.click(screen.getByRole('button', { name: l.cookieSettings }));
  const dialog = screen.getByRole('dialog', { name: l.cookieSettings });
  expect(dialog).toBeVisible();
  expect(screen.getByRole('switch', { name: l.cookieNecessary })).toBeChecked();
  expect(screen.getByRole('switch', { name: l.cookieNecessary })).toBeDisabled();
  expect(screen.getByRole('switch', { name: l.cookiePreferences })).not.toBeChecked();
  expect(screen.getByRole('switch', { name: l.cookieAnalytics })).not.toBeChecked();
});

test('saving the settings keeps the choice in a first-party cookie and says so', async () => {
  const { doc, store, toasts } = renderFooter();
  await userEvent.click(screen.getByRole('button', { name: l.cookieSettings }));
  await userEvent.click(screen.getByRole('switch', { name: l.cookiePreferences }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(doc.cookie).toMatch(/^cf_cookie_consent=preferences; Path=\/; Max-Age=31536000; SameSite=Lax$/);
  expect(store.current()).toEqual({ preferences: true, analytics: false });
  expect(toasts.show).toHaveBeenCalledWith({ type: 'info', text: l.cookieSaved });
});

test('a choice made earlier is shown when the settings open again; Cancel changes nothing', async () => {
  const { store } = renderFooter('cf_cookie_consent=analytics');
  await userEvent.click(screen.getByRole('button', { name: l.cookieSettings }));
  expect(screen.getByRole('switch', { name: l.cookieAnalytics })).toBeChecked();
  await userEvent.click(screen.getByRole('switch', { name: l.cookieAnalytics }));
  await userEvent.click(screen.getByRole('button', { name: messages.ui.cancel }));
  expect(store.current()).toEqual({ preferences: false, analytics: true });
});
