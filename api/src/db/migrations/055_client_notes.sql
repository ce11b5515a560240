-- A coaching account's private notes about one of its clients (decision 0198). Notes are kept whatever
-- the plan; FREE shows only the most recent one (spec 01 section 6).
CREATE TABLE client_notes (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  author_id bigint REFERENCES users ON DELETE SET NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_notes_of_client ON client_notes (account_id, user_id, created_at DESC, id DESC);
