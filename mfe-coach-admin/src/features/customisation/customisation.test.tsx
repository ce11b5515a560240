import type { ReactElement } from 'react';
import {
  ApiRequestError,
  DEFAULT_THEME,
  endpoints,
  messages,
  type Customisation,
  type Endpoint,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { themeShades } from '@coachforge/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppIconPage, WebAddressPage, WebThemePage } from './customisation-pages';

const m = messages.customisation;

const customisation = (overrides: Partial<Customisation> = {}): Customisation => ({
  theme: DEFAULT_THEME,
  web_address: {
    platform_domain: 'localhost',
    sub_domain_name: null,
    sub_domain_url: null,
    custom_domain: null,
  },
  app_icon: null,
  allowed: true,
  can_edit: true,
  ...overrides,
});

function renderPage(
  page: ReactElement,
  answer: (endpoint: Endpoint<unknown, unknown>, body: unknown) => unknown = () => customisation(),
  owner = true,
) {
  return renderWithPlatform(page, {
    me: fakeMe({ current: { is_account_owner: owner, account_role: owner ? 'owner' : 'coach' } }),
    request: (endpoint, options) => answer(endpoint, options.body),
  });
}

const paletteColours = () =>
  within(screen.getByTestId('theme-palette'))
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('title'));

describe('the web theme editor', () => {
  test('the 10-colour palette and the preview follow the primary colour as it is typed', async () => {
    renderPage(<WebThemePage />);
    const primary = await screen.findByLabelText(m.primary);
    expect(paletteColours()).toEqual(
      themeShades(DEFAULT_THEME.web_theme.primary_color).map(({ shade, colour }) => `${shade}: ${colour}`),
    );
    expect(paletteColours()).toHaveLength(10);

    await userEvent.clear(primary);
    await userEvent.type(primary, '#aa2255');
    expect(paletteColours()).toEqual(
      themeShades('#aa2255').map(({ shade, colour }) => `${shade}: ${colour}`),
    );
    expect(paletteColours()[5]).toBe('500: #aa2255');
    expect(screen.getByTestId('theme-preview')).toHaveAttribute('data-primary', '#aa2255');
    // Darken 7.5 and lighten 60 (spec 01 section 9) are shown as the hover and tint of the preview.
    expect(within(screen.getByTestId('theme-preview')).getByText(/^Hover #/)).toBeVisible();

    // Half a colour: no palette, the preview keeps a valid look, Save waits.
    await userEvent.type(primary, '{backspace}');
    expect(paletteColours()).toEqual([]);
    expect(screen.getByTestId('theme-preview')).toHaveAttribute(
      'data-primary',
      DEFAULT_THEME.web_theme.primary_color,
    );
  });

  test('the colour picker sets the same field; Save sends the palette and says so', async () => {
    const { platform, requests } = renderPage(<WebThemePage />, (endpoint, body) =>
      endpoint === endpoints.saveWebTheme
        ? customisation({ theme: { ...DEFAULT_THEME, web_theme: (body as { web_theme: never }).web_theme } })
        : customisation(),
    );
    fireEvent.change(await screen.findByLabelText(`${m.secondary} picker`), { target: { value: '#112233' } });
    expect(screen.getByLabelText(m.secondary)).toHaveValue('#112233');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(platform.toast.show).toHaveBeenCalledWith({ type: 'congrats', text: m.themeSaved }),
    );
    expect(requests.at(-1)).toMatchObject({
      path: endpoints.saveWebTheme.path,
      options: { body: { web_theme: { ...DEFAULT_THEME.web_theme, secondary_color: '#112233' } } },
    });
  });

  test('a member who is not the owner reads the theme and cannot change it', async () => {
    renderPage(<WebThemePage />, () => customisation({ can_edit: false }));
    expect(await screen.findByText(m.readOnly)).toBeVisible();
    expect(screen.getByLabelText(m.primary)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('the sub-domain form', () => {
  test.each([
    ['ab', m.subDomainLength(3, 30)],
    ['-studio', m.subDomainCharacters],
    ['my_studio', m.subDomainCharacters],
    ['www', m.subDomainReserved],
  ])('%j is answered with its message and never sent', async (name, message) => {
    const { requests } = renderPage(<WebAddressPage />);
    await userEvent.type(await screen.findByLabelText('Sub-domain name'), name);
    await userEvent.click(
      within(screen.getByRole('form', { name: 'Choose a sub-domain' })).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByText(message)).toBeVisible();
    expect(requests.map((r) => r.path)).toEqual([endpoints.customisation.path]);
  });

  test('the address is shown as typed, and a name another account holds is answered beside the field', async () => {
    const { requests } = renderPage(<WebAddressPage />, (endpoint) => {
      if (endpoint === endpoints.saveSubDomain)
        throw new ApiRequestError(
          422,
          { error: m.subDomainTaken, errors: { sub_domain_name: [m.subDomainTaken] } },
          m.subDomainTaken,
        );
      return customisation();
    });
    const field = await screen.findByLabelText('Sub-domain name');
    await userEvent.type(field, 'Iron-Studio');
    expect(screen.getByText('iron-studio.localhost')).toBeVisible();
    await userEvent.click(
      within(screen.getByRole('form', { name: 'Choose a sub-domain' })).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByText(m.subDomainTaken)).toBeVisible();
    // What was typed stays, and was sent as the rules read it: trimmed, lower case.
    expect(field).toHaveValue('Iron-Studio');
    expect(requests.at(-1)).toMatchObject({
      path: endpoints.saveSubDomain.path,
      options: { body: { sub_domain_name: 'iron-studio' } },
    });
  });
});

describe('the app icon page', () => {
  test('a declined icon shows its status and the reasons the review gave', async () => {
    const reasons = [{ title: 'Too much text', description: 'Icons may not carry words.' }];
    renderPage(<AppIconPage />, (endpoint) =>
      endpoint === endpoints.coachIcon
        ? {
            icon: {
              url: '/api/theme_images/1-0123456789abcdef.png',
              status: 'declined',
              uploaded_at: '2026-03-01T00:00:00.000Z',
              reviewed_at: '2026-03-02T00:00:00.000Z',
            },
            decline_reasons: reasons,
          }
        : customisation(),
    );
    expect(await screen.findByText(m.appIconDeclined)).toBeVisible();
    const list = screen.getByRole('list', { name: m.declineReasonsTitle });
    expect(list).toHaveTextContent('Too much text — Icons may not carry words.');
    expect(screen.getByRole('button', { name: 'Upload a new icon' })).toBeVisible();
  });

  test('an icon chosen is sent as coach_icon[icon] and goes to review', async () => {
    let sent: unknown = null;
    const { platform } = renderPage(<AppIconPage />, (endpoint, body) => {
      if (endpoint === endpoints.uploadCoachIcon) {
        sent = body;
        return {
          icon: {
            url: '/x.png',
            status: 'in_review',
            uploaded_at: '2026-03-01T00:00:00.000Z',
            reviewed_at: null,
          },
          decline_reasons: [],
        };
      }
      return endpoint === endpoints.coachIcon ? { icon: null, decline_reasons: [] } : customisation();
    });
    expect(await screen.findByText(m.appIconNone)).toBeVisible();
    const file = new File(['png'], 'icon.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload icon'), file);
    await waitFor(() =>
      expect(platform.toast.show).toHaveBeenCalledWith({ type: 'congrats', text: m.appIconUploaded }),
    );
    expect((sent as FormData).get('coach_icon[icon]')).toBeInstanceOf(File);
    expect(await screen.findByText(m.appIconInReview)).toBeVisible();
  });
});
