-- Automations (decision 0178): one API key per account, kept only as its SHA-256 hash and its last 4
-- characters; the signing secret that signs every delivery (it must be read to sign, so it is kept as is).
CREATE TABLE automation_accounts (
  account_id bigint PRIMARY KEY REFERENCES accounts ON DELETE CASCADE,
  key_hash text UNIQUE,
  key_last4 text,
  key_created_at timestamptz,
  signing_secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- REST hooks an automation service subscribed with the key: one target URL per event.
CREATE TABLE automation_hooks (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  event text NOT NULL CHECK (event IN ('new_client', 'new_purchase', 'cancelled_subscription')),
  target_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_status text CHECK (last_status IN ('delivered', 'retrying', 'failed')),
  last_attempt_at timestamptz,
  last_response_code integer,
  UNIQUE (account_id, event, target_url)
);
CREATE INDEX automation_hooks_by_event ON automation_hooks (account_id, event);

-- What happened, as delivered and as the sample list shows it; source_key names the domain happening so a
-- repeat is stored (and delivered) once.
CREATE TABLE automation_events (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  event text NOT NULL,
  source_key text NOT NULL,
  payload jsonb NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, event, source_key)
);
CREATE INDEX automation_events_latest ON automation_events (account_id, event, id DESC);
