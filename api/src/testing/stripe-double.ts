import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One call the adapter made, as the double received it. */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  /** The Stripe-Account header: the call acts on that connected account. */
  stripeAccount: string | null;
  /** Query parameters, with Stripe's bracket keys kept flat (`expand[0]`). */
  query: Record<string, string>;
  /** The form body with Stripe's bracket keys kept flat (`transfer_data[destination]`). */
  form: Record<string, string>;
}

type StripeObject = Record<string, unknown> & { id: string };

/**
 * Stripe's documented test payment methods and what each does, as Stripe answers them: a card that pays,
 * a decline, insufficient funds, and one whose bank asks for 3-D Secure on every payment.
 */
const TEST_PAYMENT_METHODS: Record<string, { brand: string; last4: string; outcome: Outcome }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'succeeds' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'succeeds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', outcome: 'insufficient_funds' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', outcome: 'authentication' },
};
type Outcome = 'succeeds' | 'generic_decline' | 'insufficient_funds' | 'authentication';

const stripeError = (status: number, error: Record<string, unknown>) => ({ status, body: { error } });
const missing = (what: string, id: string) =>
  stripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
  });

/**
 * A local HTTP server that answers like the Stripe endpoints the adapter calls — accounts, account links,
 * customers, payment methods and payment intents, with Stripe's error bodies and its idempotency rule —
 * and signs webhook events with Stripe's scheme. The adapter's tests run against it with the real SDK.
 */
export async function startStripeDouble(options: { secretKey: string; webhookSecret: string }) {
  const objects = new Map<string, StripeObject>();
  const replies = new Map<string, { request: string; status: number; body: unknown }>();
  const requests: RecordedStripeRequest[] = [];
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_double${++counter}`;

  for (const [id, card] of Object.entries(TEST_PAYMENT_METHODS))
    objects.set(id, {
      id,
      object: 'payment_method',
      type: 'card',
      customer: null,
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: 12,
        exp_year: 2034,
        networks: { available: [card.brand], preferred: null },
      },
    });

  const payouts = new Map<string, StripeObject[]>();

  /** A payment that went through gets its charge and balance transaction, with Stripe's standard fee. */
  const settle = (intent: StripeObject): StripeObject => {
    const amount = Number(intent.amount);
    const transaction = {
      id: newId('txn'),
      object: 'balance_transaction',
      amount,
      currency: intent.currency,
      fee: Math.round(amount * 0.029) + 30,
      exchange_rate: null,
    };
    const charge = { id: newId('ch'), object: 'charge', balance_transaction: transaction.id };
    objects.set(transaction.id, transaction);
    objects.set(charge.id, charge);
    return { ...intent, latest_charge: charge.id };
  };

  const intentReply = (intent: StripeObject) => {
    const kept = intent.status === 'succeeded' ? settle(intent) : intent;
    objects.set(kept.id, kept);
    return { status: 200, body: kept };
  };

  /** Stripe's expand: `latest_charge.balance_transaction` inlines the charge and its balance transaction. */
  function expanded(found: StripeObject, query: Record<string, string>): StripeObject {
    const paths = Object.entries(query)
      .filter(([key]) => key.startsWith('expand'))
      .map(([, value]) => value);
    if (!paths.includes('latest_charge.balance_transaction') || typeof found.latest_charge !== 'string')
      return found;
    const charge = objects.get(found.latest_charge)!;
    return {
      ...found,
      latest_charge: { ...charge, balance_transaction: objects.get(String(charge.balance_transaction)) },
    };
  }

  function createRefund(form: Record<string, string>) {
    const intentId = form.payment_intent ?? '';
    const intent = objects.get(intentId);
    if (!intent || intent.object !== 'payment_intent') return missing('payment_intent', intentId);
    if (intent.status !== 'succeeded' || typeof intent.latest_charge !== 'string')
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_not_refundable',
        message: 'This PaymentIntent does not have a successful charge to refund.',
      });
    const charge = objects.get(intent.latest_charge)!;
    if (charge.refunded)
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${charge.id} has already been refunded.`,
      });
    // Stripe refunds what is asked, at most what is left of the charge; the whole charge when not said.
    const already = Number(charge.amount_refunded ?? 0);
    const amount = form.amount ? Number(form.amount) : Number(intent.amount) - already;
    if (amount > Number(intent.amount) - already)
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge`,
      });
    charge.amount_refunded = already + amount;
    charge.refunded = charge.amount_refunded === intent.amount;
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: charge.id,
      status: 'succeeded',
      metadata: { reference: form['metadata[reference]'] },
    };
    objects.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  function createIntent(form: Record<string, string>) {
    const methodId = form.payment_method ?? '';
    const card = TEST_PAYMENT_METHODS[methodId];
    if (!objects.has(methodId)) return missing('payment_method', methodId);
    const destination = form['transfer_data[destination]'] ?? '';
    if (!objects.has(destination)) return missing('account', destination);
    const id = newId('pi');
    const intent: StripeObject = {
      id,
      object: 'payment_intent',
      amount: Number(form.amount),
      currency: form.currency,
      customer: form.customer ?? null,
      payment_method: methodId,
      application_fee_amount: form.application_fee_amount ? Number(form.application_fee_amount) : null,
      transfer_data: { destination },
      client_secret: `${id}_secret_double`,
      status: 'succeeded',
      last_payment_error: null,
    };
    const outcome = card?.outcome ?? 'succeeds';
    if (outcome === 'succeeds') return intentReply(intent);
    if (outcome === 'authentication' && form.off_session !== 'true')
      return intentReply({ ...intent, status: 'requires_action' });
    const error = {
      type: 'card_error',
      code: outcome === 'authentication' ? 'authentication_required' : 'card_declined',
      decline_code: outcome === 'authentication' ? null : outcome,
      message: 'Your card was declined.',
    };
    const refused = { ...intent, status: 'requires_payment_method', last_payment_error: error };
    objects.set(id, refused);
    return stripeError(402, { ...error, payment_intent: refused });
  }

  function answer(
    method: string,
    path: string,
    form: Record<string, string>,
    query: Record<string, string>,
    stripeAccount: string | null,
  ) {
    const [, , resource, id, action] = path.split('/');
    if (method === 'POST' && resource === 'refunds' && !id) return createRefund(form);
    if (method === 'GET' && resource === 'payouts' && !id) {
      if (!stripeAccount || !objects.has(stripeAccount)) return missing('account', stripeAccount ?? '');
      const listed = (payouts.get(stripeAccount) ?? []).slice(0, Number(query.limit ?? 10));
      return {
        status: 200,
        body: { object: 'list', url: '/v1/payouts', has_more: false, data: listed },
      };
    }
    if (method === 'POST' && resource === 'accounts' && !id) {
      const account = {
        id: newId('acct'),
        object: 'account',
        type: 'express',
        charges_enabled: false,
        payouts_enabled: false,
        metadata: { reference: form['metadata[reference]'] },
      };
      objects.set(account.id, account);
      return { status: 200, body: account };
    }
    if (method === 'POST' && resource === 'account_links') {
      if (!objects.has(form.account ?? '')) return missing('account', form.account ?? '');
      return {
        status: 200,
        body: { object: 'account_link', url: `${address}/connect/onboarding/${form.account}` },
      };
    }
    if (method === 'POST' && resource === 'customers') {
      const customer = { id: newId('cus'), object: 'customer', metadata: {} };
      objects.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && resource === 'payment_methods' && action === 'attach') {
      const pm = objects.get(id ?? '');
      if (!pm) return missing('payment_method', id ?? '');
      pm.customer = form.customer;
      return { status: 200, body: pm };
    }
    if (method === 'POST' && resource === 'payment_methods' && id && !action) {
      const pm = objects.get(id);
      if (!pm) return missing('payment_method', id);
      const field = (name: string) => form[`billing_details[address][${name}]`] ?? null;
      pm.billing_details = {
        name: form['billing_details[name]'] ?? null,
        address: {
          line1: field('line1'),
          city: field('city'),
          postal_code: field('postal_code'),
          country: field('country'),
        },
      };
      return { status: 200, body: pm };
    }
    if (method === 'POST' && resource === 'payment_intents' && !id) return createIntent(form);
    if (method === 'GET' && id) {
      const found = objects.get(id);
      const kind = {
        accounts: 'account',
        payment_methods: 'payment_method',
        payment_intents: 'payment_intent',
        refunds: 'refund',
      }[resource ?? ''];
      return found && found.object === kind
        ? { status: 200, body: expanded(found, query) }
        : missing(kind ?? 'object', id);
    }
    return stripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    const method = request.method ?? 'GET';
    const [path = '/', search = ''] = (request.url ?? '/').split('?');
    const form = Object.fromEntries(new URLSearchParams(raw));
    const query = Object.fromEntries(new URLSearchParams(search));
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    const stripeAccount = (request.headers['stripe-account'] as string | undefined) ?? null;
    requests.push({ method, path, idempotencyKey, stripeAccount, query, form });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${options.secretKey}`)
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    // Stripe's rule: the same key answers the first answer; the same key with another request is refused.
    const signature = `${method} ${path} ${raw}`;
    const earlier = idempotencyKey && method === 'POST' ? replies.get(idempotencyKey) : undefined;
    if (earlier && earlier.request !== signature)
      return send(400, {
        error: {
          type: 'idempotency_error',
          message:
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        },
      });
    if (earlier) return send(earlier.status, earlier.body);
    const reply = answer(method, path, form, query, stripeAccount);
    if (idempotencyKey && method === 'POST') replies.set(idempotencyKey, { request: signature, ...reply });
    return send(reply.status, reply.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    address,
    requests,
    object: (id: string) => objects.get(id),
    /** Stripe asks for more about the account (requirements.currently_due), as at a volume threshold. */
    requireInformation(accountId: string, currentlyDue: string[]) {
      const account = objects.get(accountId);
      if (account) Object.assign(account, { requirements: { currently_due: currentlyDue, past_due: [] } });
    },
    /** The coach finishes Stripe's hosted onboarding. */
    completeOnboarding(accountId: string) {
      const account = objects.get(accountId);
      if (account) Object.assign(account, { charges_enabled: true, payouts_enabled: true });
    },
    /** Stripe stops a connected account's charges (missing details, a review): charges_enabled false. */
    restrictCharges(accountId: string) {
      const account = objects.get(accountId);
      if (account) Object.assign(account, { charges_enabled: false });
    },
    /** Stripe paid (or will pay) a connected account's balance to its bank: listed newest first. */
    addPayout(
      accountId: string,
      payout: { amount: number; currency: string; arrival_date: number; status: string },
    ) {
      const listed = payouts.get(accountId) ?? [];
      listed.unshift({ id: newId('po'), object: 'payout', ...payout });
      payouts.set(accountId, listed);
    },
    /** The bank could not take a refund back (or it was cancelled): Stripe marks it, and says so by webhook. */
    failRefund(refundId: string, status: 'failed' | 'canceled' = 'failed') {
      const refund = objects.get(refundId);
      if (!refund) return;
      refund.status = status;
      const charge = objects.get(String(refund.charge));
      if (charge) {
        charge.amount_refunded = Number(charge.amount_refunded ?? 0) - Number(refund.amount);
        charge.refunded = false;
      }
    },
    /** The cardholder answers the bank's 3-D Secure challenge in Stripe.js. */
    authenticate(intentId: string, approved = true) {
      const intent = objects.get(intentId);
      if (intent)
        Object.assign(
          intent,
          approved
            ? { ...settle(intent), status: 'succeeded', last_payment_error: null }
            : {
                status: 'requires_payment_method',
                last_payment_error: { code: 'payment_intent_authentication_failure', decline_code: null },
              },
        );
    },
    /** A webhook body about one object and its Stripe-Signature header, signed now or at `timestamp`. */
    signedEvent(
      type: string,
      objectId: string,
      opts: { id?: string; timestamp?: number; secret?: string } = {},
    ) {
      const body = JSON.stringify({
        id: opts.id ?? newId('evt'),
        object: 'event',
        type,
        data: { object: objects.get(objectId) ?? { id: objectId } },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: opts.secret ?? options.webhookSecret,
        ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
      });
      return { body, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;
