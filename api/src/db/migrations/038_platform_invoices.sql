-- Every payment an account makes to the platform for its plan, listed under billing. It is recorded
-- before the provider is called, under its idempotency key, so a retry finishes the first attempt. The
-- plan, interval and period are what the payment buys: a payment the bank confirms later (3-D Secure) is
-- applied from them.
CREATE TABLE platform_invoices (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('subscription', 'upgrade', 'annual_switch', 'renewal')),
  plan_kind text NOT NULL,
  max_clients integer NOT NULL,
  billing_interval text NOT NULL CHECK (billing_interval IN ('month', 'year')),
  amount integer NOT NULL CHECK (amount >= 0),
  currency text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL CHECK (period_end > period_start),
  provider text NOT NULL CHECK (provider IN ('simulated', 'stripe')),
  provider_payment_id text,
  payment_method_id text,
  card_brand text,
  card_last4 text,
  status text NOT NULL CHECK (status IN ('processing', 'requires_action', 'succeeded', 'failed')),
  failure_code text,
  -- The change was applied to the subscription (once, however often the payment is checked).
  applied_at timestamptz,
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX platform_invoices_account ON platform_invoices (account_id, created_at DESC);
