import {
  COACH_TRIAL_DAYS,
  downgradeProblem,
  formatLongDate,
  messages,
  moneyText,
  PLATFORM_PLAN_CURRENCY,
  platformPlanOffers,
  type BillingInterval,
  type PlatformBilling,
  type PlatformPlanOffer,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, Card, ConfirmDialog, Notice, Page, RadioGroup } from '@coachforge/ui';
import { useState } from 'react';
import { apiErrorText } from '../../components/api-errors';
import { QueryState } from '../../components/query-state';
import { planName } from './plan-text';
import { usePlatformPlan } from './use-platform-plan';

const price = (amount: number) => moneyText(amount, PLATFORM_PLAN_CURRENCY);

function OfferCard({
  offer,
  interval,
  billing,
  onChoose,
}: {
  offer: PlatformPlanOffer;
  interval: BillingInterval;
  billing: PlatformBilling;
  onChoose: () => void;
}) {
  // Shown before the coach tries: a plan the account does not fit is refused by the API for the same reason.
  const problem = downgradeProblem(offer.choice, {
    activeClients: billing.active_clients,
    extraCoaches: billing.extra_coaches,
  });
  const current = billing.plan === offer.choice && billing.state === 'active';
  return (
    <Card title={planName(offer.choice)} testId={`offer-${offer.choice}`}>
      <p>
        {offer.choice === 'free'
          ? 'Free for ever'
          : interval === 'year'
            ? `${price(offer.annual)} a year (${price(offer.annualSaving)} less than monthly)`
            : `${price(offer.monthly)} a month`}
      </p>
      <p>
        {offer.choice === 'free'
          ? 'One coach, one price option per program, 5 downloads of each Fixed Length program.'
          : 'Customisation, Zapier, your own exercises, tracks, supersets, several price options, app branding and extra coaches.'}
      </p>
      {problem ? <Notice tone="warning">{problem}</Notice> : null}
      <Button
        type="button"
        onClick={onChoose}
        disabled={Boolean(problem) || current}
        aria-label={`Choose ${planName(offer.choice)}`}
      >
        {current ? 'Your plan' : 'Choose'}
      </Button>
    </Card>
  );
}

/**
 * choose_your_plan (spec 01 sections 2.3, 4 and 9): FREE and the PROFESSIONAL bands, monthly or annually
 * with two months free, the trial's end, and paying for the chosen plan with a card.
 */
export function ChoosePlanPage() {
  const platform = usePlatform();
  const plan = usePlatformPlan();
  const [interval, setInterval] = useState<BillingInterval>('month');
  const [confirmFree, setConfirmFree] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (offer: PlatformPlanOffer) => {
    setFailure(null);
    try {
      const billing = await plan.choose(offer.choice, interval);
      if (!billing) return;
      platform.toast.show({
        type: 'congrats',
        text: messages.platformSubscription.changedTo(planName(offer.choice)),
      });
      platform.navigate('coach_profile_subscription');
    } catch (error) {
      setFailure(apiErrorText(error));
    }
  };

  return (
    <Page data-testid="coach_admin-page" data-route="choose_your_plan">
      <h1>Choose your plan</h1>
      <QueryState query={plan.query}>
        {(billing) => (
          <>
            {billing.state === 'trialing' && billing.trial_end_date ? (
              <Notice tone="info">
                {`Your ${COACH_TRIAL_DAYS}-day trial ends on ${formatLongDate(billing.trial_end_date)}. A PROFESSIONAL plan chosen now starts when you pay; the rest of your trial is added to its first period.`}
              </Notice>
            ) : null}
            <RadioGroup<BillingInterval>
              label="Billing"
              orientation="horizontal"
              value={interval}
              onChange={setInterval}
              options={[
                { value: 'month', label: 'Monthly' },
                { value: 'year', label: 'Annually (two months free)' },
              ]}
            />
            {failure ? <Notice tone="error">{failure}</Notice> : null}
            {platformPlanOffers.map((offer) => (
              <OfferCard
                key={String(offer.choice)}
                offer={offer}
                interval={interval}
                billing={billing}
                onChoose={() => (offer.choice === 'free' ? setConfirmFree(true) : void choose(offer))}
              />
            ))}
          </>
        )}
      </QueryState>
      <ConfirmDialog
        isOpen={confirmFree}
        title="Move to the FREE plan?"
        confirmLabel="Move to FREE"
        onCancel={() => setConfirmFree(false)}
        onConfirm={async () => {
          setConfirmFree(false);
          await choose(platformPlanOffers[0]!);
        }}
      >
        The FREE plan starts now and ends any trial. PROFESSIONAL features stop: customisation, Zapier, your
        own exercises, extra tracks, supersets and several price options.
      </ConfirmDialog>
    </Page>
  );
}
