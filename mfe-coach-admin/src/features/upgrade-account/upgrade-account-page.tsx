import { accountStateOf, messages, type RouteName, type Subscription } from '@coachforge/contracts';
import { useMe, useNavigateTo } from '@coachforge/remote-kit';
import { Button, Card, Notice, Page } from '@coachforge/ui';

const m = messages.coachAdmin.blocked;

/** Why the account is blocked, read from its subscription, and where its owner goes about it. */
export function blockedReasonOf(subscription: Subscription | null): {
  reasons: string[];
  action: [string, RouteName];
} {
  const state = accountStateOf(subscription);
  const reasons: string[] = [];
  let action: [string, RouteName] = [m.choose, 'choose_your_plan'];
  if (state.purchaseFailed) {
    reasons.push(m.reasons.purchaseFailed);
    action = [m.payNow, 'coach_profile_billing'];
  } else if (state.cancelled) {
    reasons.push(m.reasons.cancelled);
    action = [m.resume, 'coach_profile_subscription'];
  } else if (state.trialExpired) reasons.push(m.reasons.trialExpired);
  else if (state.empty) reasons.push(m.reasons.empty);
  const max = subscription?.plan?.max_clients;
  if (subscription && max && subscription.active_clients > max)
    reasons.push(m.reasons.overLimit(subscription.active_clients, max));
  return { reasons, action };
}

/**
 * coach_blocked (/coach/upgrade-your-account): the account is blocked; the owner is told why and taken
 * to the plans, the payment or the resume; a member who does not own it is told whom to ask.
 */
export function UpgradeAccountPage() {
  const me = useMe();
  const navigateTo = useNavigateTo();
  const current = me?.current;
  const { reasons, action } = blockedReasonOf(current?.subscription ?? null);
  return (
    <Page data-testid="coach_admin-page" data-route="coach_blocked">
      <h1>Upgrade your account</h1>
      <Card title="Your account is paused">
        {reasons.map((reason) => (
          <p key={reason}>{reason}</p>
        ))}
        {current?.is_account_owner ? (
          <Button type="button" onClick={() => navigateTo(action[1])}>
            {action[0]}
          </Button>
        ) : (
          <Notice tone="info">
            {current?.brand_owner_full_name && current.brand_owner_email
              ? m.askOwner(current.brand_owner_full_name, current.brand_owner_email)
              : m.askOwnerUnknown}
          </Notice>
        )}
      </Card>
    </Page>
  );
}
