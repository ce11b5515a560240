-- Tax collection belongs to the account that sells (spec 01 sections 3 and 4, docs/decisions/0206): a
-- business account's tax is its own, not its owner's. Private accounts keep what their owner had set.
ALTER TABLE accounts ADD COLUMN tax_state text NOT NULL DEFAULT 'normal'
  CHECK (tax_state IN ('normal', 'in_progress', 'activated'));
UPDATE accounts a SET tax_state = u.tax_state
  FROM memberships m JOIN users u ON u.id = m.user_id
  WHERE m.account_id = a.id AND m.role = 'owner' AND a.kind = 'private';

-- What the payment provider still asks of a coach's account (Stripe's requirements.currently_due and
-- past_due): while any is due, the owner is told the connection requires attention (docs/decisions/0209).
ALTER TABLE payment_provider_connections ADD COLUMN requirements_due text[] NOT NULL DEFAULT '{}';
