-- Email confirmation, password reset, coach questions and tax state of an identity.
ALTER TABLE users ADD COLUMN confirmed_at timestamptz;
ALTER TABLE users ADD COLUMN coach_answers jsonb;
ALTER TABLE users ADD COLUMN tax_state text NOT NULL DEFAULT 'normal'
  CHECK (tax_state IN ('normal', 'in_progress', 'activated'));
ALTER TABLE users ADD COLUMN trial_started_at timestamptz;

-- Single-use tokens mailed to a person (confirmation, password reset); stored only as SHA-256 hashes.
CREATE TABLE user_tokens (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm', 'reset_password')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_tokens_user ON user_tokens (user_id, purpose);

-- The local outbox: every mail the platform sends when no SMTP server is configured.
CREATE TABLE outbox_mails (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_mails_to ON outbox_mails (to_address, id);

-- Invitations of coaches to a business account and of athletes to a program (program_id is the
-- programs module's id; no foreign key until that table exists, see docs/decisions/0016-invitations.md).
CREATE TABLE invitations (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('coach', 'athlete')),
  email text NOT NULL CHECK (email = lower(email)),
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  program_id bigint,
  invited_by bigint REFERENCES users ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'invited' CHECK (status IN ('invited', 'accepted', 'cancelled')),
  invitee_user_id bigint REFERENCES users ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'athlete') = (program_id IS NOT NULL))
);
CREATE INDEX invitations_account_day ON invitations (account_id, created_at);
CREATE INDEX invitations_program ON invitations (program_id);

-- Pictures: the login identity's own, and each account's (a business account shows its own).
ALTER TABLE users ADD COLUMN avatar_file text;
ALTER TABLE accounts ADD COLUMN avatar_file text;
