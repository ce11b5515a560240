-- The coach's account at the payment provider (Stripe Connect's acct_…, or the simulated provider's), and
-- whether it pays out as well as charges.
ALTER TABLE payment_provider_connections ADD COLUMN provider_account_id text;
ALTER TABLE payment_provider_connections ADD COLUMN payouts_enabled boolean NOT NULL DEFAULT false;
ALTER TABLE payment_provider_connections ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- What the simulated provider keeps, as Stripe keeps it: connected accounts, payment methods, payment intents.
CREATE TABLE simulated_provider_objects (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('account', 'payment_method', 'payment_intent')),
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A write sent again with the same idempotency key answers what the first one answered (as Stripe does).
CREATE TABLE simulated_provider_idempotency (
  idempotency_key text PRIMARY KEY,
  operation text NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every charge to a client's card, with the platform's fee. Kept when the people or program are deleted:
-- it is a record of money moved.
CREATE TABLE charges (
  id bigserial PRIMARY KEY,
  account_id bigint REFERENCES accounts ON DELETE SET NULL,
  user_id bigint REFERENCES users ON DELETE SET NULL,
  program_id bigint REFERENCES programs ON DELETE SET NULL,
  provider text NOT NULL CHECK (provider IN ('simulated', 'stripe')),
  provider_payment_id text,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
  application_fee_amount integer NOT NULL CHECK (application_fee_amount >= 0 AND application_fee_amount < amount),
  status text NOT NULL CHECK (status IN ('processing', 'requires_action', 'succeeded', 'failed')),
  failure_code text,
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX charges_account ON charges (account_id, created_at DESC);
CREATE INDEX charges_user ON charges (user_id, created_at DESC);
