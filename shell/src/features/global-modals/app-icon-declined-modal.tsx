import {
  endpoints,
  messages,
  routePath,
  type AppIconDeclineReason,
  type PlatformApi,
  type PlatformBus,
} from '@coachforge/contracts';
import { Button, Dialog } from '@coachforge/ui';
import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';

/**
 * A declined app icon (spec 03 sections 4.6 and 8): when the review's `updated_coach_app_icon` arrives,
 * the coach is shown why, from GET coach/coach_icon, wherever they are.
 */
export function AppIconDeclinedModal({ api, bus }: { api: PlatformApi; bus: PlatformBus }) {
  const [reasons, setReasons] = useState<AppIconDeclineReason[] | null>(null);
  useEffect(() => {
    const subscription = bus.on('app-icon.updated').subscribe(({ status }) => {
      if (status !== 'declined') return;
      void api
        .request(endpoints.coachIcon, { quiet: true })
        .then((answer) => setReasons(answer.decline_reasons))
        .catch(() => setReasons([]));
    });
    return () => subscription.unsubscribe();
  }, [api, bus]);
  const close = () => setReasons(null);
  return (
    <Dialog
      isOpen={reasons !== null}
      onClose={close}
      title={messages.customisation.declineReasonsTitle}
      testId="app-icon-declined"
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={close}>
            Later
          </Button>
          <Button
            type="button"
            onClick={() => {
              close();
              navigateToUrl(routePath('customisation-app-icon'));
            }}
          >
            Upload a new icon
          </Button>
        </>
      }
    >
      <p>{messages.customisation.appIconDeclined}</p>
      {reasons && reasons.length > 0 ? (
        <ul>
          {reasons.map((reason, index) => (
            <li key={index}>
              <strong>{reason.title}</strong>
              {reason.description ? <> — {reason.description}</> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
