-- A client's saved cards (spec 02 section 3, Card; decision 0128). A payment method a client claimed
-- becomes a card kept for one coach account, since each coach is paid through their own provider account;
-- one card per client and coach is the default that the coach's subscriptions charge.
CREATE TABLE client_cards (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  payment_method_id text NOT NULL UNIQUE REFERENCES purchase_payment_methods ON DELETE CASCADE,
  brand text NOT NULL,
  last4 text NOT NULL,
  exp_month integer NOT NULL,
  exp_year integer NOT NULL,
  networks text[] NOT NULL DEFAULT '{}',
  preferred_network text,
  -- NULL for a card saved while buying, before the client gave a billing address (edit-partial fills it).
  billing_details jsonb,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX client_cards_one_default ON client_cards (user_id, account_id) WHERE is_default;
CREATE INDEX client_cards_user ON client_cards (user_id, account_id);

-- The receipt of a successful payment is mailed once (decision 0129): the claim marks it.
ALTER TABLE charges ADD COLUMN receipt_mailed_at timestamptz;
