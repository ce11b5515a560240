import { apiPath, endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { httpError } from '../../http/http-error';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type ProviderEvent,
  type StripeProvider,
} from '../payment-provider';
import type { ChargeService } from './charge-service';
import type { ConnectionService } from './connection-service';

const m = messages.payments;
/** Events about a refund (its object is the refund): one that failed or was cancelled after it was made. */
const REFUND_EVENTS = new Set(['charge.refund.updated', 'refund.updated', 'refund.failed']);

/** Acts on one verified event; what it is about is read again from the provider, never from the event. */
async function apply(event: ProviderEvent, charges: ChargeService, connections: ConnectionService) {
  if (!event.objectId) return;
  if (event.type.startsWith('payment_intent.')) await charges.refreshPayment(event.objectId);
  else if (event.type === 'account.updated') await connections.refreshProviderAccount(event.objectId);
  else if (REFUND_EVENTS.has(event.type)) await charges.refreshRefund(event.objectId);
}

/**
 * Stripe's webhooks (decision 0163): the signature is checked on the body exactly as sent, each event id
 * is acted on once, and a failure to reach the provider answers 503 so Stripe delivers it again.
 */
export function registerWebhookRoutes(
  app: FastifyInstance,
  {
    db,
    provider,
    charges,
    connections,
  }: { db: Database; provider: StripeProvider; charges: ChargeService; connections: ConnectionService },
): void {
  void app.register(async (scope) => {
    // The signature covers the bytes Stripe sent: the body is kept as text, not parsed and re-serialised.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(apiPath(endpoints.providerWebhook), async (request) => {
      const signature = request.headers['stripe-signature'];
      let event: ProviderEvent;
      try {
        event = provider.webhookEvent(
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw httpError(400, m.webhookSignatureInvalid);
        throw error;
      }
      const claimed = await db.query(
        `INSERT INTO provider_webhook_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type],
      );
      if (claimed.length === 0) return { received: true };
      try {
        await apply(event, charges, connections);
      } catch (error) {
        // Not acted on: forget the event so Stripe's next delivery of it is.
        await db.query('DELETE FROM provider_webhook_events WHERE id = $1', [event.id]);
        if (error instanceof PaymentProviderError) throw httpError(503, m.providerUnavailable);
        throw error;
      }
      return { received: true };
    });
  });
}
