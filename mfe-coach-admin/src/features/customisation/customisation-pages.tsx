import { endpoints, messages, THEME_IMAGE_MAX_BYTES, type ThemePalette } from '@coachforge/contracts';
import { useMe, usePlatform } from '@coachforge/remote-kit';
import { Button, Card, StatusBadge } from '@coachforge/ui';
import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { apiErrorText } from '../../components/api-errors';
import { QueryState } from '../../components/query-state';
import { CustomisationLayout } from './customisation-layout';
import { ThemeEditor } from './theme-editor';
import { useCoachIcon } from './use-customisation';
import { WebAddressForms } from './web-address-forms';

const m = messages.customisation;

/** customisation-web-theme: the account's web colours, with the palette and a live preview. */
export function WebThemePage() {
  const me = useMe();
  return (
    <CustomisationLayout route="customisation-web-theme">
      {(customisation, change) => (
        <ThemeEditor
          label={m.webTheme}
          initial={customisation.theme.web_theme}
          canEdit={customisation.can_edit}
          previewName={me?.current.full_name ?? ''}
          savedText={m.themeSaved}
          onSave={(palette) => change(endpoints.saveWebTheme, { web_theme: palette })}
        />
      )}
    </CustomisationLayout>
  );
}

/** customisation-app-theme: the app's light and dark themes (mobile_light_theme, mobile_dark_theme). */
export function AppThemePage() {
  const me = useMe();
  const [mode, setMode] = useState<'light' | 'dark'>('light');
  return (
    <CustomisationLayout route="customisation-app-theme">
      {(customisation, change) => {
        const { mobile_light_theme: light, mobile_dark_theme: dark } = customisation.theme;
        const save = (palette: ThemePalette) =>
          change(endpoints.saveAppTheme, {
            mobile_light_theme: mode === 'light' ? palette : light,
            mobile_dark_theme: mode === 'dark' ? palette : dark,
          });
        return (
          <>
            <p role="group" aria-label="App theme">
              <Button
                type="button"
                $variant={mode === 'light' ? 'primary' : 'secondary'}
                aria-pressed={mode === 'light'}
                onClick={() => setMode('light')}
              >
                {m.lightTheme}
              </Button>{' '}
              <Button
                type="button"
                $variant={mode === 'dark' ? 'primary' : 'secondary'}
                aria-pressed={mode === 'dark'}
                onClick={() => setMode('dark')}
              >
                {m.darkTheme}
              </Button>
            </p>
            <ThemeEditor
              key={mode}
              label={`${m.appTheme}: ${mode === 'light' ? m.lightTheme : m.darkTheme}`}
              initial={mode === 'light' ? light : dark}
              canEdit={customisation.can_edit}
              previewName={me?.current.full_name ?? ''}
              savedText={m.appThemeSaved}
              onSave={save}
            />
          </>
        );
      }}
    </CustomisationLayout>
  );
}

const LogoImage = styled.img`
  display: block;
  max-height: 96px;
  max-width: 100%;
  margin: ${({ theme }) => theme.space(2)} 0;
`;

/** Picks an image and hands it over; the input stays for keyboard users behind a labelled button. */
function ImagePicker({
  label,
  onPick,
  disabled,
}: {
  label: string;
  onPick: (file: File) => void;
  disabled: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-label={label}
        hidden
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      <Button type="button" disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}

const tooLarge = m.imageTooLarge(THEME_IMAGE_MAX_BYTES / 1024 / 1024);

/** customisation-web-logo: the logo shown on the account's pages, in place of the platform's name. */
export function WebLogoPage() {
  const platform = usePlatform();
  const [busy, setBusy] = useState(false);
  return (
    <CustomisationLayout route="customisation-web-logo">
      {(customisation, change) => {
        const run = async (work: () => Promise<unknown>, done: string) => {
          setBusy(true);
          try {
            await work();
            platform.toast.show({ type: 'congrats', text: done });
          } catch (error) {
            platform.toast.show({ type: 'error', text: apiErrorText(error) });
          } finally {
            setBusy(false);
          }
        };
        const logo = customisation.theme.logo;
        return (
          <Card title={m.logo}>
            {logo?.original ? (
              <LogoImage src={logo.logo ?? logo.original} alt="Your logo" />
            ) : (
              <p>{m.noLogo}</p>
            )}
            {customisation.can_edit ? (
              <p>
                <ImagePicker
                  label={logo ? 'Replace logo' : 'Upload logo'}
                  disabled={busy}
                  onPick={(file) => {
                    if (file.size > THEME_IMAGE_MAX_BYTES)
                      return platform.toast.show({ type: 'error', text: tooLarge });
                    const form = new FormData();
                    form.append('theme[logo]', file);
                    void run(() => change(endpoints.uploadLogo, form), m.logoSaved);
                  }}
                />{' '}
                {logo ? (
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={busy}
                    onClick={() => void run(() => change(endpoints.removeLogo), m.logoRemoved)}
                  >
                    Remove logo
                  </Button>
                ) : null}
              </p>
            ) : null}
          </Card>
        );
      }}
    </CustomisationLayout>
  );
}

/** customisation-web-address: the sub-domain and the custom domain. */
export function WebAddressPage() {
  return (
    <CustomisationLayout route="customisation-web-address">
      {(customisation, change) => <WebAddressForms customisation={customisation} change={change} />}
    </CustomisationLayout>
  );
}

const statusText = { in_review: m.appIconInReview, approved: m.appIconApproved, declined: m.appIconDeclined };
const statusTone = { in_review: 'info', approved: 'success', declined: 'danger' } as const;

/** customisation-app-icon: upload, review status, and why a declined icon was declined. */
export function AppIconPage() {
  const platform = usePlatform();
  const { query, upload } = useCoachIcon();
  const [busy, setBusy] = useState(false);
  return (
    <CustomisationLayout route="customisation-app-icon">
      {(customisation) => (
        <QueryState query={query}>
          {({ icon, decline_reasons }) => (
            <Card title={m.appIcon}>
              {icon ? (
                <>
                  <LogoImage src={icon.url} alt="Your app icon" />
                  <p>
                    <StatusBadge tone={statusTone[icon.status]}>{icon.status.replace('_', ' ')}</StatusBadge>{' '}
                    {statusText[icon.status]}
                  </p>
                  {decline_reasons.length > 0 ? (
                    <ul aria-label={m.declineReasonsTitle} data-testid="app-icon-decline-reasons">
                      {decline_reasons.map((reason, index) => (
                        <li key={index}>
                          <strong>{reason.title}</strong>
                          {reason.description ? <> — {reason.description}</> : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </>
              ) : (
                <p>{m.appIconNone}</p>
              )}
              {customisation.can_edit ? (
                <ImagePicker
                  label={icon ? 'Upload a new icon' : 'Upload icon'}
                  disabled={busy}
                  onPick={(file) => {
                    if (file.size > THEME_IMAGE_MAX_BYTES)
                      return platform.toast.show({ type: 'error', text: tooLarge });
                    setBusy(true);
                    void upload(file)
                      .then(
                        () => platform.toast.show({ type: 'congrats', text: m.appIconUploaded }),
                        (error: unknown) => platform.toast.show({ type: 'error', text: apiErrorText(error) }),
                      )
                      .finally(() => setBusy(false));
                  }}
                />
              ) : null}
            </Card>
          )}
        </QueryState>
      )}
    </CustomisationLayout>
  );
}
