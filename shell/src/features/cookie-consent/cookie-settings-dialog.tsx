import { messages, type CookieConsent, type PlatformToasts } from '@coachforge/contracts';
import { Button, Dialog, Switch } from '@coachforge/ui';
import { useState } from 'react';
import { useStoreValue } from './use-store-value';
import type { CookieConsentStore } from './cookie-consent-store';

const l = messages.legal;

/** The cookie settings: necessary ones always on, preferences and analytics by choice. */
export function CookieSettingsDialog({
  store,
  toasts,
}: {
  store: CookieConsentStore;
  toasts: PlatformToasts;
}) {
  const open = useStoreValue(store.settingsOpen$, false);
  const saved = useStoreValue(store.consent$, store.current());
  return open ? (
    <CookieSettingsForm
      initial={saved ?? { preferences: false, analytics: false }}
      onClose={store.closeSettings}
      onSave={(consent) => {
        store.save(consent);
        store.closeSettings();
        toasts.show({ type: 'info', text: l.cookieSaved });
      }}
    />
  ) : null;
}

function CookieSettingsForm({
  initial,
  onClose,
  onSave,
}: {
  initial: CookieConsent;
  onClose: () => void;
  onSave: (consent: CookieConsent) => void;
}) {
  const [choice, setChoice] = useState(initial);
  return (
    <Dialog
      isOpen
      title={l.cookieSettings}
      testId="cookie-settings"
      onClose={onClose}
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {messages.ui.cancel}
          </Button>
          <Button type="button" onClick={() => onSave(choice)}>
            Save
          </Button>
        </>
      }
    >
      <p>{l.cookieSettingsIntro}</p>
      <Switch isSelected isDisabled onChange={() => undefined}>
        {l.cookieNecessary}
      </Switch>
      <Switch
        isSelected={choice.preferences}
        onChange={(preferences) => setChoice({ ...choice, preferences })}
      >
        {l.cookiePreferences}
      </Switch>
      <Switch isSelected={choice.analytics} onChange={(analytics) => setChoice({ ...choice, analytics })}>
        {l.cookieAnalytics}
      </Switch>
    </Dialog>
  );
}
