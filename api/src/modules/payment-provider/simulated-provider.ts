import { randomBytes } from 'node:crypto';
import { platformFeeBackOf, type BillingDetails } from '@coachforge/contracts';
import { systemClock, type Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import type {
  ConnectedAccount,
  PaymentIntent,
  PaymentMethod,
  PaymentProvider,
  ProviderPayout,
  ProviderRefund,
} from './payment-provider';
import { PaymentProviderError } from './payment-provider-error';
import { onceForKey } from './simulated-idempotency';
import { standardCardFee } from './standard-card-fee';
import { outcomeOfCard, passesLuhn, paymentErrorOf, paysWith, type TestCardOutcome } from './test-cards';
import { weeklyPayouts, type BalanceEntry } from './weekly-payouts';

/** A card the browser's simulated Stripe.js sends; the number is read for its outcome and never kept. */
export interface SimulatedCard {
  number: string;
  exp_month: number;
  exp_year: number;
}

export interface SimulatedPaymentMethod {
  id: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  outcome: TestCardOutcome;
  billing_details?: BillingDetails | null;
}

type Kind = 'account' | 'payment_method' | 'payment_intent' | 'refund';

/** What the simulated provider keeps of a payment beyond what it answers: where the money went, and when. */
interface StoredIntent extends PaymentIntent {
  connected_account_id?: string | null;
  /** ISO moment the payment went through. */
  succeeded_at?: string | null;
  /** Paid with Stripe's refund_fail test card: a refund of it fails. */
  refund_fails?: boolean;
}

interface StoredRefund extends ProviderRefund {
  /** ISO moment of the refund. */
  created_at: string;
}

/** What the simulated provider keeps of a connected account beyond what it answers. */
interface StoredAccount extends Omit<ConnectedAccount, 'requirements_due'> {
  /** Sales (minor units, every currency together) the account's owner had verified at their last visit. */
  verified_volume?: number;
}

/**
 * Like Stripe, the simulated provider asks for more about the account's owner as its sales grow: each time
 * this much more has been sold since the owner last went through onboarding, an identity document is due
 * until they go through it again (docs/decisions/0209).
 */
export const SIMULATED_VERIFICATION_VOLUME = 200_000;
const VERIFICATION_REQUIREMENT = 'individual.verification.document';

/** Sales are held this many days before they can be paid out (spec 02 section 9). */
const SALES_HELD_DAYS = 7;

const presentIntent = ({
  connected_account_id: _a,
  succeeded_at: _s,
  refund_fails: _r,
  ...intent
}: StoredIntent): PaymentIntent => intent;
/** A kept card as the provider describes it: test cards belong to one network each (co-badged is Stripe-only). */
const presentMethod = (method: SimulatedPaymentMethod): PaymentMethod => ({
  id: method.id,
  card: { ...method.card, networks: [method.card.brand] },
  billing_details: method.billing_details ?? null,
});
const dayOf = (iso: string, plusDays = 0) =>
  new Date(Date.parse(iso) + plusDays * 86_400_000).toISOString().slice(0, 10);

const newId = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString('hex')}`;
const brandOf = (number: string) =>
  number.startsWith('4')
    ? 'visa'
    : /^5[1-5]/.test(number)
      ? 'mastercard'
      : /^3[47]/.test(number)
        ? 'amex'
        : 'unknown';

async function store(tx: Queryable, kind: Kind, id: string, data: unknown): Promise<void> {
  await tx.query(
    `INSERT INTO simulated_provider_objects (id, kind, data) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET data = $3`,
    [id, kind, JSON.stringify(data)],
  );
}

async function find<T>(db: Queryable, kind: Kind, id: string): Promise<T | null> {
  const [row] = await db.query<{ data: T }>(
    'SELECT data FROM simulated_provider_objects WHERE id = $1 AND kind = $2',
    [id, kind],
  );
  return row?.data ?? null;
}

const missing = (what: string, id: string) =>
  new PaymentProviderError('resource_missing', `No such ${what}: '${id}'`);

/**
 * The embedded default provider: it follows Stripe's objects and state machine and honours Stripe's test
 * card numbers, so every flow runs with no network. Onboarding completes at once. What it keeps lives in
 * the database, so it survives a restart like the provider's own records would.
 */
export function createSimulatedProvider(db: Database, clock: Clock = systemClock) {
  const now = () => clock.now().toISOString();
  /** What the account has sold, in minor units of every currency together. */
  const salesVolume = async (accountId: string): Promise<number> => {
    const [row] = await db.query<{ total: string | null }>(
      `SELECT sum((data->>'amount')::bigint) AS total FROM simulated_provider_objects
       WHERE kind = 'payment_intent' AND data->>'connected_account_id' = $1 AND data->>'status' = 'succeeded'`,
      [accountId],
    );
    return Number(row?.total ?? 0);
  };
  const provider = {
    kind: 'simulated' as const,

    createConnectedAccount: (input: { reference: string }, idempotencyKey: string) =>
      onceForKey(db, idempotencyKey, { operation: 'accounts.create', input }, async (tx) => {
        // The platform runs a simulated account's payouts, as for Stripe's custom accounts (decision 0166).
        const account: StoredAccount = {
          id: newId('acct'),
          type: 'custom',
          charges_enabled: true,
          payouts_enabled: true,
          verified_volume: 0,
        };
        await store(tx, 'account', account.id, account);
        return { ...account, requirements_due: [] } satisfies ConnectedAccount;
      }),

    async retrieveConnectedAccount(id: string): Promise<ConnectedAccount | null> {
      const stored = await find<StoredAccount>(db, 'account', id);
      if (!stored) return null;
      const { verified_volume: verified = 0, ...account } = stored;
      const due = (await salesVolume(id)) - verified >= SIMULATED_VERIFICATION_VOLUME;
      // Accounts made before the type was kept are the platform's, like every simulated account.
      return {
        ...account,
        type: account.type ?? 'custom',
        requirements_due: due ? [VERIFICATION_REQUIREMENT] : [],
      };
    },

    /** The provider's pages complete at once: whatever was due is given, for the sales made so far. */
    async onboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }) {
      const account = await find<StoredAccount>(db, 'account', input.accountId);
      if (!account) throw missing('account', input.accountId);
      await store(db, 'account', account.id, { ...account, verified_volume: await salesVolume(account.id) });
      return { url: input.returnUrl };
    },

    /** What Stripe.js's createPaymentMethod does for the simulated provider. */
    createPaymentMethod: (card: SimulatedCard, idempotencyKey: string) => {
      if (!passesLuhn(card.number))
        return Promise.reject(new PaymentProviderError('incorrect_number', 'Your card number is incorrect.'));
      const input = { last4: card.number.slice(-4), exp_month: card.exp_month, exp_year: card.exp_year };
      return onceForKey(db, idempotencyKey, { operation: 'payment_methods.create', input }, async (tx) => {
        const method: SimulatedPaymentMethod = {
          id: newId('pm'),
          card: { brand: brandOf(card.number), ...input },
          outcome: outcomeOfCard(card.number),
        };
        await store(tx, 'payment_method', method.id, method);
        return method;
      });
    },

    createPaymentIntent: (
      input: Parameters<PaymentProvider['createPaymentIntent']>[0],
      idempotencyKey: string,
    ) =>
      onceForKey(db, idempotencyKey, { operation: 'payment_intents.create', input }, async (tx) => {
        const method = await find<SimulatedPaymentMethod>(tx, 'payment_method', input.paymentMethodId);
        if (!method) throw missing('payment_method', input.paymentMethodId);
        if (input.connectedAccountId !== null && !(await find(tx, 'account', input.connectedAccountId)))
          throw missing('account', input.connectedAccountId);
        const id = newId('pi');
        const intent: StoredIntent = {
          id,
          status: paysWith(method.outcome)
            ? 'succeeded'
            : method.outcome === 'requires_authentication'
              ? 'requires_action'
              : 'requires_payment_method',
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          application_fee_amount: input.applicationFeeAmount,
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          last_payment_error: paymentErrorOf(method.outcome),
          connected_account_id: input.connectedAccountId,
          succeeded_at: paysWith(method.outcome) ? now() : null,
          refund_fails: method.outcome === 'refund_fails',
        };
        await store(tx, 'payment_intent', id, intent);
        return presentIntent(intent);
      }),

    async retrievePaymentIntent(id: string): Promise<PaymentIntent | null> {
      const intent = await find<StoredIntent>(db, 'payment_intent', id);
      return intent ? presentIntent(intent) : null;
    },

    async retrievePaymentMethod(id: string): Promise<PaymentMethod | null> {
      const method = await find<SimulatedPaymentMethod>(db, 'payment_method', id);
      return method ? presentMethod(method) : null;
    },

    /** The cardholder's address, kept with the method as Stripe keeps billing_details. */
    updateBillingDetails: (
      input: { paymentMethodId: string; billing: BillingDetails },
      idempotencyKey: string,
    ) =>
      onceForKey(db, idempotencyKey, { operation: 'payment_methods.update', input }, async (tx) => {
        const method = await find<SimulatedPaymentMethod>(tx, 'payment_method', input.paymentMethodId);
        if (!method) throw missing('payment_method', input.paymentMethodId);
        const kept: SimulatedPaymentMethod = { ...method, billing_details: input.billing };
        await store(tx, 'payment_method', method.id, kept);
        return presentMethod(kept);
      }),

    /** The cardholder answered the bank's 3-D Secure challenge (the simulated Stripe.js asks them). */
    authenticatePaymentIntent: (id: string, approved: boolean, idempotencyKey: string) =>
      onceForKey(
        db,
        idempotencyKey,
        { operation: 'payment_intents.authenticate', input: { id, approved } },
        async (tx) => {
          const intent = await find<StoredIntent>(tx, 'payment_intent', id);
          if (!intent) throw missing('payment_intent', id);
          if (intent.status !== 'requires_action') return presentIntent(intent);
          const next: StoredIntent = approved
            ? { ...intent, status: 'succeeded', last_payment_error: null, succeeded_at: now() }
            : {
                ...intent,
                status: 'requires_payment_method',
                last_payment_error: { code: 'payment_intent_authentication_failure', decline_code: null },
              };
          await store(tx, 'payment_intent', id, next);
          return presentIntent(next);
        },
      ),

    /** All or part of the payment back, at once; a second refund of one payment is refused as on Stripe. */
    createRefund: (
      input: { paymentIntentId: string; reference: string; partial?: { amount: number; currency: string } },
      idempotencyKey: string,
    ) =>
      onceForKey(db, idempotencyKey, { operation: 'refunds.create', input }, async (tx) => {
        const intent = await find<StoredIntent>(tx, 'payment_intent', input.paymentIntentId);
        if (!intent) throw missing('payment_intent', input.paymentIntentId);
        if (intent.status !== 'succeeded')
          throw new PaymentProviderError(
            'charge_not_refundable',
            'Only a succeeded payment can be refunded.',
          );
        const [earlier] = await tx.query(
          "SELECT 1 FROM simulated_provider_objects WHERE kind = 'refund' AND data->>'payment_intent' = $1 AND data->>'status' <> 'failed'",
          [intent.id],
        );
        if (earlier)
          throw new PaymentProviderError(
            'charge_already_refunded',
            `Charge ${intent.id} has already been refunded.`,
          );
        const amount = input.partial?.amount ?? intent.amount;
        if (
          !Number.isSafeInteger(amount) ||
          amount <= 0 ||
          amount > intent.amount ||
          (input.partial && input.partial.currency.toLowerCase() !== intent.currency)
        )
          throw new PaymentProviderError(
            'amount_too_large',
            `Refund amount (${amount}) is greater than charge amount (${intent.amount})`,
          );
        const refund: StoredRefund = {
          id: newId('re'),
          payment_intent: intent.id,
          amount,
          currency: intent.currency,
          // Stripe's refund_fail card: the refund is taken and then fails, nothing goes back.
          status: intent.refund_fails ? 'failed' : 'succeeded',
          created_at: now(),
        };
        await store(tx, 'refund', refund.id, refund);
        const { created_at: _created, ...answer } = refund;
        return answer;
      }),

    async retrieveRefund(id: string): Promise<ProviderRefund | null> {
      const refund = await find<StoredRefund>(db, 'refund', id);
      if (!refund) return null;
      const { created_at: _created, ...answer } = refund;
      return answer;
    },

    /** Stripe's standard card pricing on a payment that went through (decision 0165). */
    async providerFee(paymentIntentId: string): Promise<number | null> {
      const intent = await find<StoredIntent>(db, 'payment_intent', paymentIntentId);
      return intent?.status === 'succeeded' ? standardCardFee(intent.amount, intent.currency) : null;
    },

    /**
     * Computed from the account's payments and refunds (decision 0167): each sale, less the platform's and
     * the provider's fees, is held 7 days and then paid out on the next Wednesday; a refund takes back
     * what the coach was given of the payment from the next payout.
     */
    async listPayouts(connectedAccountId: string): Promise<ProviderPayout[]> {
      const intents = await db.query<{ data: StoredIntent }>(
        `SELECT data FROM simulated_provider_objects
         WHERE kind = 'payment_intent' AND data->>'connected_account_id' = $1 AND data->>'status' = 'succeeded'`,
        [connectedAccountId],
      );
      const paid = new Map(intents.map(({ data }) => [data.id, data]));
      const refunds = await db.query<{ data: StoredRefund }>(
        `SELECT data FROM simulated_provider_objects WHERE kind = 'refund' AND data->>'payment_intent' = ANY($1)
           AND data->>'status' <> 'failed'`,
        [[...paid.keys()]],
      );
      const entries: BalanceEntry[] = [];
      for (const intent of paid.values()) {
        if (!intent.succeeded_at) continue;
        entries.push({
          availableOn: dayOf(intent.succeeded_at, SALES_HELD_DAYS),
          amount:
            intent.amount - intent.application_fee_amount - standardCardFee(intent.amount, intent.currency),
          currency: intent.currency,
        });
      }
      for (const { data: refund } of refunds) {
        const intent = paid.get(refund.payment_intent)!;
        const feeBack = platformFeeBackOf(intent.application_fee_amount, intent.amount, refund.amount);
        entries.push({
          availableOn: dayOf(refund.created_at),
          amount: -(refund.amount - feeBack),
          currency: intent.currency,
        });
      }
      return weeklyPayouts(connectedAccountId, entries, dayOf(now()));
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type SimulatedProvider = ReturnType<typeof createSimulatedProvider>;
