import { ApiRequestError, endpoints, messages } from '@coachforge/contracts';
import { Page } from '@coachforge/ui';
import { useEffect, useRef } from 'react';
import { useNavigateTo, usePlatform, useSearchParams } from '@coachforge/remote-kit';

/** /confirmation?confirmation_token: confirms the email, then goes to sign-in whether it worked or not. */
export function ConfirmationPage() {
  const platform = usePlatform();
  const navigateTo = useNavigateTo();
  const [params] = useSearchParams();
  const token = params.get('confirmation_token') ?? '';
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = (type: 'congrats' | 'error', text: string) => {
      platform.toast.show({ type, text });
      navigateTo('onboarding-signin');
    };
    if (!token) return finish('error', messages.account.confirmationFailed);
    platform.api.request(endpoints.confirmEmail, { body: { confirmation_token: token }, quiet: true }).then(
      (answer) => finish('congrats', answer.message),
      (error: unknown) =>
        finish(
          'error',
          error instanceof ApiRequestError && error.body
            ? error.body.error
            : messages.account.confirmationFailed,
        ),
    );
  }, [platform, navigateTo, token]);

  return (
    <Page $narrow>
      <h1>Confirming your email…</h1>
    </Page>
  );
}
