import { decimalsOf, type BillingDetails } from '@coachforge/contracts';
import Stripe from 'stripe';
import type {
  ConnectedAccount,
  CreatePaymentIntent,
  PaymentIntent,
  PaymentIntentStatus,
  PaymentMethod,
  PaymentProvider,
  ProviderPayout,
  ProviderPayoutStatus,
  ProviderRefund,
} from './payment-provider';
import { PaymentProviderError } from './payment-provider-error';

export interface StripeSettings {
  secretKey: string;
  /** Signs the webhooks Stripe sends to this platform (whsec_…). */
  webhookSecret: string;
  /** Another address for Stripe's API (a local server in tests); Stripe's own when absent. */
  apiBase?: string;
}

/** Stripe's own limit: a webhook signed longer ago than this is refused as a possible replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The parts of a webhook event the platform acts on. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The id of the object the event is about (a payment intent, a connected account). */
  objectId: string | null;
}

/** The webhook's body or signature does not hold: the caller answers 400 and keeps nothing. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

const INTENT_STATUSES: readonly PaymentIntentStatus[] = [
  'succeeded',
  'requires_action',
  'requires_payment_method',
  'processing',
];

/**
 * Where Stripe counts a currency in other units than ISO 4217, which the platform stores amounts in
 * (decision 0140): Stripe takes ISK with two decimals though it has none, and MGA as whole ariary. The
 * difference in powers of ten, Stripe's minus ISO's, from Stripe's currency documentation.
 */
const STRIPE_UNIT_SHIFT: Readonly<Record<string, number>> = { isk: 2, mga: -2 };

/** An amount in ISO minor units as Stripe wants it, and back. */
export function toStripeAmount(amount: number, currency: string): number {
  const shift = STRIPE_UNIT_SHIFT[currency.toLowerCase()] ?? 0;
  return shift >= 0 ? amount * 10 ** shift : Math.round(amount / 10 ** -shift);
}
export function fromStripeAmount(amount: number, currency: string): number {
  const shift = STRIPE_UNIT_SHIFT[currency.toLowerCase()] ?? 0;
  return shift >= 0 ? Math.round(amount / 10 ** shift) : amount * 10 ** -shift;
}

function presentIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  // Statuses the platform never asks for (requires_confirmation, canceled…) read as "needs another card".
  const status = INTENT_STATUSES.includes(intent.status as PaymentIntentStatus)
    ? (intent.status as PaymentIntentStatus)
    : 'requires_payment_method';
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    status,
    amount: fromStripeAmount(intent.amount, intent.currency),
    currency: intent.currency,
    application_fee_amount: fromStripeAmount(intent.application_fee_amount ?? 0, intent.currency),
    client_secret: intent.client_secret ?? '',
    last_payment_error: error
      ? { code: error.code ?? 'card_declined', decline_code: error.decline_code ?? null }
      : null,
  };
}

/** Stripe's billing_details without the parts left empty (Stripe refuses an empty string for some). */
export function stripeBillingDetails(
  billing: BillingDetails,
): Stripe.PaymentMethodUpdateParams.BillingDetails {
  const address = Object.fromEntries(
    Object.entries(billing.address).filter(([, value]) => value.trim() !== ''),
  ) as Stripe.AddressParam;
  return { name: billing.name, address };
}

function presentMethod(method: Stripe.PaymentMethod): PaymentMethod | null {
  if (!method.card) return null;
  const { brand, last4, exp_month, exp_year, networks } = method.card;
  const billing = method.billing_details;
  return {
    id: method.id,
    card: { brand, last4, exp_month, exp_year, networks: networks?.available ?? [brand] },
    billing_details:
      billing?.name && billing.address?.country
        ? {
            name: billing.name,
            address: {
              line1: billing.address.line1 ?? '',
              city: billing.address.city ?? '',
              postal_code: billing.address.postal_code ?? '',
              country: billing.address.country,
            },
          }
        : null,
  };
}

const presentAccount = (account: Stripe.Account): ConnectedAccount => ({
  id: account.id,
  // Express and custom accounts are the platform's to show; a standard account's coach runs it at Stripe.
  type: account.type === 'standard' ? 'standard' : 'custom',
  charges_enabled: account.charges_enabled ?? false,
  payouts_enabled: account.payouts_enabled ?? false,
  requirements_due: [
    ...new Set([...(account.requirements?.past_due ?? []), ...(account.requirements?.currently_due ?? [])]),
  ],
});

const presentRefund = (refund: Stripe.Refund): ProviderRefund => ({
  id: refund.id,
  payment_intent:
    typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? ''),
  amount: fromStripeAmount(refund.amount, refund.currency),
  currency: refund.currency,
  // requires_action (some non-card methods) waits on the client: pending, as Stripe's own pending.
  status:
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending',
});

const PAYOUT_STATUSES: readonly ProviderPayoutStatus[] = [
  'paid',
  'pending',
  'in_transit',
  'canceled',
  'failed',
];
const presentPayout = (payout: Stripe.Payout): ProviderPayout => ({
  id: payout.id,
  amount: fromStripeAmount(payout.amount, payout.currency),
  currency: payout.currency,
  arrival_date: new Date(payout.arrival_date * 1000).toISOString().slice(0, 10),
  status: PAYOUT_STATUSES.includes(payout.status as ProviderPayoutStatus)
    ? (payout.status as ProviderPayoutStatus)
    : 'pending',
});

/**
 * Stripe's fee on a payment from its balance transaction, in the payment's minor units. The balance
 * transaction is in the platform's settlement currency; when that is another currency, its exchange rate
 * (payment currency → settlement currency) brings the fee back.
 */
export function feeInPaymentCurrency(
  transaction: Pick<Stripe.BalanceTransaction, 'fee' | 'currency' | 'exchange_rate'>,
  paymentCurrency: string,
): number | null {
  const fee = fromStripeAmount(transaction.fee, transaction.currency);
  if (transaction.currency === paymentCurrency.toLowerCase()) return fee;
  if (!transaction.exchange_rate) return null;
  const major = fee / 10 ** decimalsOf(transaction.currency) / transaction.exchange_rate;
  return Math.round(major * 10 ** decimalsOf(paymentCurrency));
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';

/** Stripe's refusals become the platform's provider errors, with Stripe's code kept. */
function refusal(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError)
    throw new PaymentProviderError(error.code ?? error.type, error.message);
  throw error;
}

/**
 * The Stripe adapter: a Connect account per coach, destination charges with the platform's fee as the
 * application fee, and the card kept on a Stripe customer so later periods are charged off-session. Every
 * write carries the platform's idempotency key, so the SDK's own retries and ours never charge twice.
 */
export function createStripeProvider(settings: StripeSettings) {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base
      ? {
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
        }
      : {}),
  });

  /** The customer a card belongs to, made once per card so it can be charged again without the client. */
  async function customerOf(paymentMethodId: string, idempotencyKey: string): Promise<string> {
    const method = await stripe.paymentMethods.retrieve(paymentMethodId);
    const attached = typeof method.customer === 'string' ? method.customer : method.customer?.id;
    if (attached) return attached;
    const customer = await stripe.customers.create(
      { metadata: { payment_method: paymentMethodId } },
      { idempotencyKey: `${idempotencyKey}-customer` },
    );
    await stripe.paymentMethods.attach(
      paymentMethodId,
      { customer: customer.id },
      { idempotencyKey: `${idempotencyKey}-attach` },
    );
    return customer.id;
  }

  const provider = {
    kind: 'stripe' as const,

    createConnectedAccount: (input: { reference: string }, idempotencyKey: string) =>
      stripe.accounts
        .create(
          {
            type: 'express',
            metadata: { reference: input.reference },
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          },
          { idempotencyKey },
        )
        .then(presentAccount, refusal),

    async retrieveConnectedAccount(id: string): Promise<ConnectedAccount | null> {
      try {
        return presentAccount(await stripe.accounts.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        return refusal(error);
      }
    },

    onboardingLink: (
      input: { accountId: string; returnUrl: string; refreshUrl: string },
      idempotencyKey: string,
    ) =>
      stripe.accountLinks
        .create(
          {
            account: input.accountId,
            type: 'account_onboarding',
            return_url: input.returnUrl,
            refresh_url: input.refreshUrl,
          },
          { idempotencyKey },
        )
        .then((link) => ({ url: link.url }), refusal),

    async createPaymentIntent(input: CreatePaymentIntent, idempotencyKey: string): Promise<PaymentIntent> {
      try {
        const customer = await customerOf(input.paymentMethodId, idempotencyKey);
        const intent = await stripe.paymentIntents.create(
          {
            amount: toStripeAmount(input.amount, input.currency),
            currency: input.currency.toLowerCase(),
            customer,
            payment_method: input.paymentMethodId,
            // Card only (spec 02 section 9; wallets pay with a card): confirmed here with a saved card, so
            // nothing redirects and no return page is needed.
            allowed_payment_method_types: ['card'],
            confirm: true,
            description: input.description,
            // A destination charge pays the coach less the fee; the platform's own plan is a plain charge.
            ...(input.connectedAccountId === null
              ? {}
              : {
                  application_fee_amount: toStripeAmount(input.applicationFeeAmount, input.currency),
                  transfer_data: { destination: input.connectedAccountId },
                }),
            // A renewal runs without the client; the first payment keeps the card for the renewals.
            ...(input.offSession ? { off_session: true } : { setup_future_usage: 'off_session' as const }),
          },
          { idempotencyKey },
        );
        return presentIntent(intent);
      } catch (error) {
        // A refused card still made a payment intent: Stripe sends it with the error, and it is the answer.
        if (error instanceof Stripe.errors.StripeCardError && error.payment_intent)
          return presentIntent(error.payment_intent);
        return refusal(error);
      }
    },

    async retrievePaymentIntent(id: string): Promise<PaymentIntent | null> {
      try {
        return presentIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        return refusal(error);
      }
    },

    async retrievePaymentMethod(id: string): Promise<PaymentMethod | null> {
      try {
        return presentMethod(await stripe.paymentMethods.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        return refusal(error);
      }
    },

    /** Sent as the card's billing_details, which Stripe passes to the bank's address and postal checks. */
    async updateBillingDetails(
      input: { paymentMethodId: string; billing: BillingDetails },
      idempotencyKey: string,
    ): Promise<PaymentMethod> {
      try {
        const method = presentMethod(
          await stripe.paymentMethods.update(
            input.paymentMethodId,
            { billing_details: stripeBillingDetails(input.billing) },
            { idempotencyKey },
          ),
        );
        if (!method) throw new PaymentProviderError('resource_missing', 'Not a card payment method.');
        return method;
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        return refusal(error);
      }
    },

    /**
     * A destination charge refunded whole or in part: the transfer to the coach is reversed and the
     * platform's fee refunded in proportion, so the platform keeps nothing of what goes back (decisions
     * 0164 and 0177).
     */
    createRefund: (
      input: { paymentIntentId: string; reference: string; partial?: { amount: number; currency: string } },
      idempotencyKey: string,
    ) =>
      stripe.refunds
        .create(
          {
            payment_intent: input.paymentIntentId,
            ...(input.partial
              ? { amount: toStripeAmount(input.partial.amount, input.partial.currency) }
              : {}),
            reverse_transfer: true,
            refund_application_fee: true,
            metadata: { reference: input.reference },
          },
          { idempotencyKey },
        )
        .then(presentRefund, refusal),

    async retrieveRefund(id: string): Promise<ProviderRefund | null> {
      try {
        return presentRefund(await stripe.refunds.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        return refusal(error);
      }
    },

    async providerFee(paymentIntentId: string): Promise<number | null> {
      try {
        const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
          expand: ['latest_charge.balance_transaction'],
        });
        const charge = intent.latest_charge;
        const transaction = typeof charge === 'object' ? charge?.balance_transaction : null;
        if (!transaction || typeof transaction !== 'object') return null;
        return feeInPaymentCurrency(transaction, intent.currency);
      } catch (error) {
        if (isMissing(error)) return null;
        return refusal(error);
      }
    },

    /** The connected account's last 100 payouts (about two years of weekly ones), newest first. */
    listPayouts: (connectedAccountId: string) =>
      stripe.payouts
        .list({ limit: 100 }, { stripeAccount: connectedAccountId })
        .then((page) => page.data.map(presentPayout), refusal),

    /** Verifies a webhook's signature (within Stripe's 300 s) and reads the event it carries. */
    webhookEvent(rawBody: string, signature: string | undefined): ProviderEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      const object = event.data?.object as { id?: unknown } | undefined;
      return { id: event.id, type: event.type, objectId: typeof object?.id === 'string' ? object.id : null };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type StripeProvider = ReturnType<typeof createStripeProvider>;
