import { messages, type RouteName } from '@coachforge/contracts';
import { Button, Notice, Page } from '@coachforge/ui';
import { useNavigateTo, useSearchParams } from '@coachforge/remote-kit';

/** Where each source goes on from the payment provider's onboarding (spec 01 section 2.2). */
export const STRIPE_RETURN_SOURCES: Record<string, RouteName> = {
  signup: 'onboarding-success',
  settings: 'coach_profile_payment',
  my_plans: 'my_plans_active',
};
export const STRIPE_ERROR_SOURCES: Record<string, RouteName> = {
  signup: 'onboarding-success',
  settings: 'coach_profile_payment',
};

/** /stripe-onboarding?source: the return from the payment provider's onboarding. */
export function StripeOnboardingPage() {
  const navigateTo = useNavigateTo();
  const source = useSearchParams()[0].get('source') ?? '';
  const next = STRIPE_RETURN_SOURCES[source];
  return (
    <Page $narrow>
      <h1>Payments set-up</h1>
      {next ? (
        <>
          <p>Thank you. Your payout details were sent to the payment provider, which checks them now.</p>
          <Button onClick={() => navigateTo(next)}>Continue</Button>
        </>
      ) : (
        <Notice tone="error">{messages.account.stripeUnknownSource}</Notice>
      )}
    </Page>
  );
}

/** /stripe-onboarding/error?source: the provider's onboarding did not finish. */
export function StripeOnboardingErrorPage() {
  const navigateTo = useNavigateTo();
  const source = useSearchParams()[0].get('source') ?? '';
  const next = STRIPE_ERROR_SOURCES[source];
  return (
    <Page $narrow>
      <h1>Payments set-up did not finish</h1>
      {next ? (
        <>
          <p>The payment provider could not complete your set-up. You can try again at any time.</p>
          <Button onClick={() => navigateTo(next)}>Continue</Button>
        </>
      ) : (
        <Notice tone="error">{messages.account.stripeUnknownSource}</Notice>
      )}
    </Page>
  );
}
