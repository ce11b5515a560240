-- Refunds, once per charge (spec 02 section 4; decision 0164): the provider's refund, when and by whom it
-- was made. The charge keeps its status ('succeeded': the payment went through); a refunded_at marks it.
ALTER TABLE charges ADD COLUMN refund_id text;
ALTER TABLE charges ADD COLUMN refund_status text CHECK (refund_status IN ('pending', 'succeeded', 'failed'));
ALTER TABLE charges ADD COLUMN refunded_amount integer CHECK (refunded_amount > 0);
ALTER TABLE charges ADD COLUMN refunded_at timestamptz;
ALTER TABLE charges ADD COLUMN refunded_by bigint REFERENCES users ON DELETE SET NULL;
-- The provider's own fee on the charge (decision 0165), read once from the provider and kept.
ALTER TABLE charges ADD COLUMN provider_fee_amount integer CHECK (provider_fee_amount >= 0);
CREATE INDEX charges_account_status ON charges (account_id, status, created_at DESC);

-- The simulated provider keeps refunds as Stripe does.
ALTER TABLE simulated_provider_objects DROP CONSTRAINT simulated_provider_objects_kind_check;
ALTER TABLE simulated_provider_objects ADD CONSTRAINT simulated_provider_objects_kind_check
  CHECK (kind IN ('account', 'payment_method', 'payment_intent', 'refund'));

-- The coach's account type at the provider (spec 01 section 3: stripe_account_type): 'custom' when the
-- platform runs its payouts and shows them on the dashboard, 'standard' when the coach runs them at the
-- provider (decision 0166). Null until the provider has said.
ALTER TABLE payment_provider_connections ADD COLUMN account_type text CHECK (account_type IN ('custom', 'standard'));
