import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import type { ConnectedAccount, PaymentIntent, PaymentMethod, PaymentProvider } from './payment-provider';
import { PaymentProviderError } from './payment-provider-error';
import { onceForKey } from './simulated-idempotency';
import { outcomeOfCard, passesLuhn, paymentErrorOf, type TestCardOutcome } from './test-cards';

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
}

type Kind = 'account' | 'payment_method' | 'payment_intent';

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
export function createSimulatedProvider(db: Database) {
  const provider = {
    kind: 'simulated' as const,

    createConnectedAccount: (input: { reference: string }, idempotencyKey: string) =>
      onceForKey(db, idempotencyKey, { operation: 'accounts.create', input }, async (tx) => {
        const account: ConnectedAccount = { id: newId('acct'), charges_enabled: true, payouts_enabled: true };
        await store(tx, 'account', account.id, account);
        return account;
      }),

    retrieveConnectedAccount: (id: string) => find<ConnectedAccount>(db, 'account', id),

    async onboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }) {
      if (!(await find(db, 'account', input.accountId))) throw missing('account', input.accountId);
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
        const intent: PaymentIntent = {
          id,
          status:
            method.outcome === 'succeeds'
              ? 'succeeded'
              : method.outcome === 'requires_authentication'
                ? 'requires_action'
                : 'requires_payment_method',
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          application_fee_amount: input.applicationFeeAmount,
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          last_payment_error: paymentErrorOf(method.outcome),
        };
        await store(tx, 'payment_intent', id, intent);
        return intent;
      }),

    retrievePaymentIntent: (id: string) => find<PaymentIntent>(db, 'payment_intent', id),

    async retrievePaymentMethod(id: string): Promise<PaymentMethod | null> {
      const method = await find<SimulatedPaymentMethod>(db, 'payment_method', id);
      // Test cards belong to one network each; co-badged cards are a Stripe-only case.
      return method ? { id: method.id, card: { ...method.card, networks: [method.card.brand] } } : null;
    },

    /** The cardholder answered the bank's 3-D Secure challenge (the simulated Stripe.js asks them). */
    authenticatePaymentIntent: (id: string, approved: boolean, idempotencyKey: string) =>
      onceForKey(
        db,
        idempotencyKey,
        { operation: 'payment_intents.authenticate', input: { id, approved } },
        async (tx) => {
          const intent = await find<PaymentIntent>(tx, 'payment_intent', id);
          if (!intent) throw missing('payment_intent', id);
          if (intent.status !== 'requires_action') return intent;
          const next: PaymentIntent = approved
            ? { ...intent, status: 'succeeded', last_payment_error: null }
            : {
                ...intent,
                status: 'requires_payment_method',
                last_payment_error: { code: 'payment_intent_authentication_failure', decline_code: null },
              };
          await store(tx, 'payment_intent', id, next);
          return next;
        },
      ),
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type SimulatedProvider = ReturnType<typeof createSimulatedProvider>;
