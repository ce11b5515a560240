-- Training content (decision 0107): the exercise library, a program's schedule as tracks, and the
-- results clients log.

-- The platform's library (account_id NULL) and each account's own exercises.
CREATE TABLE exercises (
  id bigserial PRIMARY KEY,
  account_id bigint REFERENCES accounts ON DELETE CASCADE,
  name text NOT NULL,
  category text NOT NULL CHECK (category IN ('strength', 'cardio', 'mobility')),
  equipment text NOT NULL DEFAULT '',
  muscle_group text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX exercises_library_name ON exercises (lower(name)) WHERE account_id IS NULL;
CREATE INDEX exercises_account ON exercises (account_id);

-- One version of a program's schedule; the tree (weeks → days → sessions → sections → exercises) is
-- saved and read whole, checked against the contracts' schema on the way in.
CREATE TABLE schedule_tracks (
  id bigserial PRIMARY KEY,
  program_id bigint NOT NULL REFERENCES programs ON DELETE CASCADE,
  title text NOT NULL,
  archived boolean NOT NULL DEFAULT false,
  weeks jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX schedule_tracks_program ON schedule_tracks (program_id, id);

-- A result a client logged for one section of one session on one date. The id is the browser's, so a
-- send retried after a lost answer is the same row; the later edit (by the client's clock) stands and
-- the one it replaced is kept in `replaced`. The program's title stays when the program goes.
CREATE TABLE training_results (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  program_id bigint REFERENCES programs ON DELETE SET NULL,
  program_title text NOT NULL,
  day date NOT NULL,
  session_index integer NOT NULL,
  section_index integer NOT NULL,
  section_title text NOT NULL DEFAULT '',
  score_kind text NOT NULL CHECK (score_kind IN ('time', 'reps', 'load', 'rounds', 'distance')),
  score numeric NOT NULL,
  scaled boolean NOT NULL DEFAULT false,
  comment text NOT NULL DEFAULT '',
  edited_at timestamptz NOT NULL,
  replaced jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX training_results_user_day ON training_results (user_id, day);
CREATE INDEX training_results_program ON training_results (program_id, user_id);
