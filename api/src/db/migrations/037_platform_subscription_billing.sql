-- What paying for the platform plan needs (spec 01 sections 3 and 4; decisions 0150-0154): the interval,
-- the period paid for (next_payment_date is its end), a downgrade waiting for the period end, and the
-- card the platform charges, with what the page shows of it.
ALTER TABLE platform_subscriptions ADD COLUMN billing_interval text CHECK (billing_interval IN ('month', 'year'));
ALTER TABLE platform_subscriptions ADD COLUMN current_period_start timestamptz;
ALTER TABLE platform_subscriptions ADD COLUMN scheduled_plan_kind text;
ALTER TABLE platform_subscriptions ADD COLUMN scheduled_max_clients integer;
ALTER TABLE platform_subscriptions ADD COLUMN payment_method_id text;
ALTER TABLE platform_subscriptions ADD COLUMN card_brand text;
ALTER TABLE platform_subscriptions ADD COLUMN card_last4 text;
ALTER TABLE platform_subscriptions ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- A payment method belongs to the first identity that paid the platform with it: another one sending its
-- id is refused (as purchase_payment_methods does for clients).
CREATE TABLE platform_payment_methods (
  payment_method_id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
