-- Daily leaderboards (decision 0180): a board is one day and scored section of a program's schedule; it
-- gets its number the first time its account lists it, so links and comments name it by that number.
CREATE TABLE daily_leaderboards (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  program_id bigint NOT NULL REFERENCES programs ON DELETE CASCADE,
  day date NOT NULL,
  session_index integer NOT NULL,
  section_index integer NOT NULL,
  UNIQUE (program_id, day, session_index, section_index)
);
CREATE INDEX daily_leaderboards_account ON daily_leaderboards (account_id, day DESC);

-- Comments on a daily or challenge board of an account, or on one score of it (result_id). The text is
-- stored as typed and shown as text; mentions are the ids of the board's people.
CREATE TABLE leaderboard_comments (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  board_kind text NOT NULL CHECK (board_kind IN ('daily', 'challenges')),
  board_id bigint NOT NULL,
  result_id text,
  author_id bigint REFERENCES users ON DELETE SET NULL,
  text text NOT NULL,
  mentions bigint[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leaderboard_comments_board ON leaderboard_comments (account_id, board_kind, board_id, id);
