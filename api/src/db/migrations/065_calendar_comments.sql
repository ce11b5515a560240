-- Comments on a session of a client's calendar (decision 0228): a thread between the client and the
-- coaches of the program's account, per client, program, day and session. Text is stored as typed (shown as
-- text); mentions are the ids of the thread's people.
CREATE TABLE calendar_comments (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  program_id bigint NOT NULL REFERENCES programs ON DELETE CASCADE,
  athlete_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  day date NOT NULL,
  session_index integer NOT NULL,
  author_id bigint REFERENCES users ON DELETE SET NULL,
  text text NOT NULL,
  mentions bigint[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX calendar_comments_thread ON calendar_comments (program_id, athlete_id, day, session_index, id);
