-- First-party applications (spec: client_id / client_secret on sign-in).
CREATE TABLE oauth_clients (
  client_id text PRIMARY KEY,
  secret_hash text NOT NULL,
  name text NOT NULL
);

-- Tokens are stored only as SHA-256 hashes; the plain value exists only in the answer that issues it.
CREATE TABLE access_tokens (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  family_id uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX access_tokens_user ON access_tokens (user_id);

-- A family is one sign-in; each refresh rotates to a new member. Presenting a rotated member again
-- (after a short grace for tabs refreshing at once) is theft: the whole family is revoked.
CREATE TABLE refresh_tokens (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  family_id uuid NOT NULL,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);
