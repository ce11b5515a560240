-- Coupons at checkout (spec 02 section 3, Coupon; decision 0160): a coach's percentage-off codes, redeemed
-- once per client, and the discount a membership carries for the periods it covers.
CREATE TABLE coupons (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  -- The code clients type, kept upper case: unique in the account, archived ones included.
  name text NOT NULL,
  percent_off integer NOT NULL CHECK (percent_off BETWEEN 1 AND 100),
  duration text NOT NULL CHECK (duration IN ('once', 'repeating', 'forever')),
  duration_in_months integer CHECK (duration_in_months BETWEEN 1 AND 36),
  max_redemptions integer CHECK (max_redemptions > 0),
  starts_on date,
  ends_on date,
  program_id bigint REFERENCES programs ON DELETE CASCADE,
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((duration = 'repeating') = (duration_in_months IS NOT NULL))
);
CREATE UNIQUE INDEX coupons_code ON coupons (account_id, name);

CREATE TABLE coupon_redemptions (
  id bigserial PRIMARY KEY,
  coupon_id bigint NOT NULL REFERENCES coupons ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  membership_id bigint REFERENCES plan_memberships ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (coupon_id, user_id)
);

-- The discount of a membership: its percent and the first period it no longer covers (NULL: forever).
ALTER TABLE plan_memberships ADD COLUMN coupon_id bigint REFERENCES coupons ON DELETE SET NULL;
ALTER TABLE plan_memberships ADD COLUMN discount_percent integer;
ALTER TABLE plan_memberships ADD COLUMN discount_until_period integer;

-- What a charge was before its discount, and the code that lowered it: the receipt shows both.
ALTER TABLE charges ADD COLUMN amount_before_discount integer;
ALTER TABLE charges ADD COLUMN coupon_code text;
