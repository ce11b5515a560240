-- A client's acceptance of a program's waiver (spec 02 sections 3 and 8; decision 0161): the text they
-- accepted, as it read then, and the name they signed with. Accepted once per program.
CREATE TABLE waiver_acceptances (
  id bigserial PRIMARY KEY,
  program_id bigint NOT NULL REFERENCES programs ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  accepted_text text NOT NULL,
  full_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (program_id, user_id)
);
