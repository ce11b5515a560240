-- Release notes of the platform (spec 03 sections 3 and 4.6), published by operators, read per identity.
CREATE TABLE release_notes (
  id bigserial PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  release_date date NOT NULL DEFAULT current_date,
  cta_name text,
  cta_url text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE release_note_reads (
  note_id bigint NOT NULL REFERENCES release_notes ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (note_id, user_id)
);
