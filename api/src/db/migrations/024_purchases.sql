-- Buying and subscribing (spec 02 sections 4 and 7): a membership moves only through the purchase state
-- machine (contracts purchase/membership-state.ts); these columns hold what the machine and the durable
-- jobs of renewals and retries need.
ALTER TABLE plan_memberships DROP CONSTRAINT plan_memberships_state_check;
ALTER TABLE plan_memberships ADD CONSTRAINT plan_memberships_state_check CHECK (state IN ('pending', 'invited',
  'init', 'scheduled', 'trialing', 'active', 'incomplete', 'past_due', 'incomplete_expired', 'canceled',
  'finished'));

-- How it is paid: NULL for memberships that came by hand or invitation, outside a purchase.
ALTER TABLE plan_memberships ADD COLUMN billing text CHECK (billing IN ('free', 'one_off', 'recurring'));
-- The billing period it is in (0 first) and the last one paid: payment events for an older or already
-- paid period are refused, so a late event never moves a membership backwards.
ALTER TABLE plan_memberships ADD COLUMN period integer NOT NULL DEFAULT 0;
ALTER TABLE plan_memberships ADD COLUMN paid_period integer;
-- One more at each purchase of the same program (after an end): part of every idempotency key, so a new
-- purchase never answers an old one's charge.
ALTER TABLE plan_memberships ADD COLUMN purchase_seq integer NOT NULL DEFAULT 0;
-- Payments the client retried by hand in this period, for their keys.
ALTER TABLE plan_memberships ADD COLUMN payment_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE plan_memberships ADD COLUMN payment_method_id text;
ALTER TABLE plan_memberships ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';
-- The first charge of a subscription: every period end is counted from it.
ALTER TABLE plan_memberships ADD COLUMN billing_anchor timestamptz;
ALTER TABLE plan_memberships ADD COLUMN trial_end timestamptz;
ALTER TABLE plan_memberships ADD COLUMN current_period_end timestamptz;
-- The charge waiting for the cardholder (3-D Secure), which the check call reads.
ALTER TABLE plan_memberships ADD COLUMN pending_charge_id bigint REFERENCES charges ON DELETE SET NULL;
ALTER TABLE plan_memberships ADD COLUMN past_due_since timestamptz;
ALTER TABLE plan_memberships ADD COLUMN canceled_at timestamptz;
-- A charge of the membership under way (a retry job and the client's own retry must not both charge the
-- same period); a claim older than its deadline belongs to a process that died.
ALTER TABLE plan_memberships ADD COLUMN charging_until timestamptz;
CREATE INDEX plan_memberships_user ON plan_memberships (user_id, state);

-- A payment method belongs to the first client who paid with it: another client sending its id is refused.
CREATE TABLE purchase_payment_methods (
  payment_method_id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every event applied to, or refused by, a membership: what support reads when a client asks what happened.
CREATE TABLE membership_events (
  id bigserial PRIMARY KEY,
  membership_id bigint NOT NULL REFERENCES plan_memberships ON DELETE CASCADE,
  event text NOT NULL,
  from_state text NOT NULL,
  to_state text,
  refused_reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX membership_events_membership ON membership_events (membership_id, id);
