-- Webhook events the payment provider delivered (decision 0163). Stripe delivers at least once, late and in
-- any order: an event id is acted on once, and what it is about is read again from the provider.
CREATE TABLE provider_webhook_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX charges_provider_payment_id ON charges (provider_payment_id) WHERE provider_payment_id IS NOT NULL;
