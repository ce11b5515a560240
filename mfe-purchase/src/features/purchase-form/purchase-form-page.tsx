import {
  checkoutBillingSchema,
  clientToday,
  latestStartDay,
  formErrorsOf,
  resumeTypes,
  type CheckoutBilling,
  type CouponCheck,
  type ResumeType,
  type PublicPlan,
  type PublicPriceOption,
  priceOptionText,
} from '@coachforge/contracts';
import { useMe, useParams, useSearchParams } from '@coachforge/remote-kit';
import { Button, DatePicker, EmptyState, Notice, Page, RadioGroup, Skeleton } from '@coachforge/ui';
import { DateTime } from 'luxon';
import { useState } from 'react';
import {
  needsWaiver,
  SignInDialog,
  usePublicPlan,
  WaiverDialog,
  WhatHappensNext,
  type WaiverAcceptance,
} from '../public-plan';
import { FixedFooter } from '../../components/fixed-footer';
import { OptionPrice } from '../../components/option-price';
import { CardElements, CardPaymentElement, useCardPaymentMethod, type WalletPayment } from '../card-form';
import { BillingAddressFields, billingFilled } from './billing-address-fields';
import { CouponField } from './coupon-field';
import { useCardPayment } from './use-card-payment';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function CheckoutForm({
  plan,
  initialOption,
  resumeType,
  onPaid,
}: {
  plan: PublicPlan;
  initialOption: number | null;
  /** Taking up a cancelled program again: from its start, or where the client stopped. */
  resumeType: ResumeType | null;
  onPaid: () => void;
}) {
  const card = useCardPaymentMethod();
  const payment = useCardPayment(plan.id);
  const options = plan.local_price;
  const [optionId, setOptionId] = useState<number>(
    options.find((option) => option.id === initialOption)?.id ?? options[0]!.id,
  );
  const today = DateTime.fromISO(clientToday(new Date().toISOString(), browserTimeZone()));
  const latestStart = latestStartDay(plan, today.toISODate()!);
  // A missed payment is paid for the program already running: no start day to choose and no trial again.
  const owes = plan.membership !== null && ['incomplete', 'past_due'].includes(plan.membership.state);
  const needsStart = !owes && (plan.plan_type === 'fixed' || plan.plan_type === 'membership');
  const [start, setStart] = useState<DateTime | null>(today);
  const [complete, setComplete] = useState(false);
  const option: PublicPriceOption = options.find((candidate) => candidate.id === optionId)!;
  const trial = !owes && option.duration !== 'one_off' && plan.trial_days > 0;
  const [coupon, setCoupon] = useState<CouponCheck | null>(null);
  const waiverNeeded = needsWaiver(plan);
  const [waiver, setWaiver] = useState<WaiverAcceptance | null>(null);
  const [readingWaiver, setReadingWaiver] = useState(false);
  const me = useMe();
  const [billing, setBilling] = useState<CheckoutBilling>({
    name: me?.current.full_name ?? '',
    address: { line1: '', city: '', postal_code: '', country: me?.current.country ?? '' },
  });
  const [billingProblems, setBillingProblems] = useState<Record<string, string>>({});

  /**
   * Pays with the card typed and the address below it, or with a wallet: its card, and the address it
   * shared (spec 02 section 5: the address is filled, or a wallet is used).
   */
  const submit = async (wallet?: WalletPayment) => {
    if (!card.stripe) return wallet?.failed();
    const address = wallet?.billing ?? billing;
    if (wallet?.billing) setBilling(wallet.billing);
    const problems = await formErrorsOf(checkoutBillingSchema, address);
    setBillingProblems(problems);
    if (Object.keys(problems).length > 0) return wallet?.failed();
    const billingDetails = checkoutBillingSchema.cast(address) as CheckoutBilling;
    const result = await payment.pay(
      card,
      {
        price_option_id: optionId,
        time_zone: browserTimeZone(),
        ...(needsStart && start ? { start_date: start.toISODate()! } : {}),
        ...(coupon ? { coupon: coupon.code } : {}),
        ...(resumeType ? { resume_type: resumeType } : {}),
        ...(waiver ? { waiver } : {}),
        billing_details: billingDetails,
      },
      owes,
    );
    if (result) onPaid();
    else wallet?.failed();
  };
  const readyBesidesCard = !(needsStart && !start) && !(waiverNeeded && !waiver);

  return (
    <form
      aria-label="Payment"
      data-testid="purchase-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {options.length > 1 ? (
        <RadioGroup<string>
          label="Price"
          value={String(optionId)}
          onChange={(value) => {
            setOptionId(Number(value));
            // A checked coupon priced the other option: it is checked again for this one.
            setCoupon(null);
          }}
          options={options.map((candidate) => ({
            value: String(candidate.id),
            label: priceOptionText(candidate),
          }))}
        />
      ) : (
        <p data-testid="chosen-price">
          <OptionPrice option={option} />
        </p>
      )}
      {owes ? (
        <Notice tone="warning" testId="payment-owed">
          Your last payment for this program did not go through. Pay with this or another card to carry on.
        </Notice>
      ) : null}
      {trial ? (
        <Notice tone="info">{`${plan.trial_days}-day free trial: your first payment is after it.`}</Notice>
      ) : null}
      {needsStart ? (
        <DatePicker
          label="Start date"
          value={start}
          onChange={setStart}
          minDate={today}
          maxDate={latestStart ? DateTime.fromISO(latestStart) : undefined}
          today={today}
        />
      ) : null}
      {!owes ? (
        <CouponField
          key={optionId}
          planId={plan.id}
          priceOptionId={optionId}
          applied={coupon}
          onApplied={setCoupon}
        />
      ) : null}
      {waiverNeeded ? (
        <div data-testid="waiver">
          {waiver ? (
            <Notice tone="success">{`Waiver accepted and signed by ${waiver.full_name}.`}</Notice>
          ) : (
            <Notice tone="info">This program has a waiver: read and accept it before you pay.</Notice>
          )}
          <Button type="button" $variant="secondary" onClick={() => setReadingWaiver(true)}>
            {waiver ? 'Read the waiver again' : 'Read and accept the waiver'}
          </Button>
          {readingWaiver && plan.plan_waiver ? (
            <WaiverDialog
              text={plan.plan_waiver.text}
              attachments={plan.plan_waiver.attachments}
              defaultName={waiver?.full_name ?? me?.current.full_name ?? ''}
              onClose={() => setReadingWaiver(false)}
              onAccept={(accepted) => {
                setWaiver(accepted);
                setReadingWaiver(false);
              }}
            />
          ) : null}
        </div>
      ) : null}
      <CardPaymentElement
        onComplete={setComplete}
        onWallet={(wallet) => void submit(wallet)}
        walletReady={readyBesidesCard}
      />
      <BillingAddressFields value={billing} onChange={setBilling} problems={billingProblems} />
      {payment.error ? (
        <Notice tone="error" testId="payment-error">
          {payment.error}
        </Notice>
      ) : null}
      <FixedFooter data-testid="purchase-footer">
        <span role="status">{payment.step === 'confirming' ? 'Waiting for your bank…' : ''}</span>
        <Button
          type="submit"
          disabled={!complete || !billingFilled(billing) || !readyBesidesCard}
          loading={payment.step !== 'idle'}
          data-testid="pay"
        >
          {owes
            ? 'Pay now'
            : trial
              ? `Start ${plan.trial_days}-day free trial`
              : option.duration === 'one_off'
                ? 'Purchase'
                : 'Subscribe'}
        </Button>
      </FixedFooter>
    </form>
  );
}

/**
 * The purchase form (plan_purchase_form, /plan/:plan_id/purchase): the price, the start date where the
 * program has one, the card, and the payment — confirmed with the bank when it asks.
 */
export function PurchaseFormPage() {
  const { plan_id: planId = '' } = useParams();
  const [search] = useSearchParams();
  const plan = usePublicPlan(planId);
  const signedIn = useMe() !== null;
  const [signingIn, setSigningIn] = useState(false);
  // Once paid, the page says what happens next, though the program now reads as already theirs.
  const [paid, setPaid] = useState(false);
  const wanted = Number(search.get('price_option_id')) || null;
  const resume = search.get('resume_type');
  const resumeType = (resumeTypes as readonly string[]).includes(resume ?? '')
    ? (resume as ResumeType)
    : null;
  return (
    <Page data-testid="purchase-page" data-route="plan_purchase_form">
      {plan.isPending ? (
        <Skeleton height="320px" />
      ) : plan.isError ? (
        <EmptyState
          title="Program not found"
          description="This program does not exist, is not published, or is private."
        />
      ) : (
        <>
          <h1>{plan.data.title}</h1>
          <p>by {plan.data.user.full_name}</p>
          {paid ? (
            <WhatHappensNext plan={plan.data} />
          ) : !signedIn ? (
            <>
              <Notice tone="info">Sign in or create your account to buy this program.</Notice>
              <Button type="button" onClick={() => setSigningIn(true)}>
                Sign in to continue
              </Button>
              {signingIn ? (
                <SignInDialog onClose={() => setSigningIn(false)} onSignedIn={() => setSigningIn(false)} />
              ) : null}
            </>
          ) : plan.data.membership &&
            ['trialing', 'active', 'scheduled'].includes(plan.data.membership.state) ? (
            <Notice tone="success">You already have this program.</Notice>
          ) : plan.data.plan_pricing === 'free' ||
            plan.data.local_price.length === 0 ||
            !plan.data.can_sale ||
            !plan.data.allowed_to_buy ? (
            <Notice tone="info">
              This program cannot be bought here. Open its page to see what you can do.
            </Notice>
          ) : (
            <CardElements>
              <CheckoutForm
                plan={plan.data}
                initialOption={wanted}
                resumeType={resumeType}
                onPaid={() => setPaid(true)}
              />
            </CardElements>
          )}
        </>
      )}
    </Page>
  );
}
