import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One call the adapter made, as the double received it. */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
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

  const intentReply = (intent: StripeObject) => {
    objects.set(intent.id, intent);
    return { status: 200, body: intent };
  };

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

  function answer(method: string, path: string, form: Record<string, string>) {
    const [, , resource, id, action] = path.split('/');
    if (method === 'POST' && resource === 'accounts' && !id) {
      const account = {
        id: newId('acct'),
        object: 'account',
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
    if (method === 'POST' && resource === 'payment_intents' && !id) return createIntent(form);
    if (method === 'GET' && id) {
      const found = objects.get(id);
      const kind = {
        accounts: 'account',
        payment_methods: 'payment_method',
        payment_intents: 'payment_intent',
      }[resource ?? ''];
      return found && found.object === kind ? { status: 200, body: found } : missing(kind ?? 'object', id);
    }
    return stripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    const method = request.method ?? 'GET';
    const path = (request.url ?? '/').split('?')[0]!;
    const form = Object.fromEntries(new URLSearchParams(raw));
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method, path, idempotencyKey, form });
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
    const reply = answer(method, path, form);
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
    /** The coach finishes Stripe's hosted onboarding. */
    completeOnboarding(accountId: string) {
      const account = objects.get(accountId);
      if (account) Object.assign(account, { charges_enabled: true, payouts_enabled: true });
    },
    /** The cardholder answers the bank's 3-D Secure challenge in Stripe.js. */
    authenticate(intentId: string, approved = true) {
      const intent = objects.get(intentId);
      if (intent)
        Object.assign(
          intent,
          approved
            ? { status: 'succeeded', last_payment_error: null }
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
