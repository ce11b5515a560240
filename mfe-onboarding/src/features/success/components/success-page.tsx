import { endpoints, SIGN_UP_WELCOME_POPUP } from '@coachforge/contracts';
import { Button, Page } from '@coachforge/ui';
import { useEffect, useState } from 'react';
import { useMe, useNavigateTo, usePlatform } from '@coachforge/remote-kit';

/** /success: the welcome popup after sign-up, skipped straight to my plans once it was viewed. */
export function SuccessPage() {
  const platform = usePlatform();
  const navigateTo = useNavigateTo();
  const me = useMe();
  const [viewedAtOpening] = useState(
    () => me?.current.popup_storage.includes(SIGN_UP_WELCOME_POPUP) ?? false,
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (viewedAtOpening) navigateTo('main');
  }, [viewedAtOpening, navigateTo]);
  if (viewedAtOpening || !me) return null;

  const goOn = async () => {
    setBusy(true);
    try {
      await platform.api.request(endpoints.popupStorage, { body: { popup_name: SIGN_UP_WELCOME_POPUP } });
      await platform.session.reload();
    } finally {
      navigateTo('main');
    }
  };

  return (
    <Page $narrow>
      <div role="dialog" aria-modal="true" aria-labelledby="welcome-title">
        <h1 id="welcome-title">Welcome to Coachforge, {me.private.first_name}!</h1>
        <p>
          {me.current.role === 'coach'
            ? 'Your account is ready. Build your first program and invite your clients.'
            : 'Your account is ready. Your programs are waiting.'}
        </p>
        <Button onClick={() => void goOn()} disabled={busy}>
          Go to my programs
        </Button>
      </div>
    </Page>
  );
}
