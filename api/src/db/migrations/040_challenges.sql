-- Challenges (decision 0156): the platform's library (account_id NULL) and each account's own; the people
-- who joined one in a coach's community (account_id), and the scores they logged there.
CREATE TABLE challenges (
  id bigserial PRIMARY KEY,
  account_id bigint REFERENCES accounts ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  score_kind text NOT NULL CHECK (score_kind IN ('time', 'reps', 'load', 'rounds', 'distance')),
  lower_is_better boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX challenges_library_title ON challenges (lower(title)) WHERE account_id IS NULL;
CREATE UNIQUE INDEX challenges_account_title ON challenges (account_id, lower(title)) WHERE account_id IS NOT NULL;

-- A board is one challenge in one account's community: a client in two coaches' programs takes part in
-- each separately, and neither coach sees the other's scores.
CREATE TABLE challenge_participants (
  challenge_id bigint NOT NULL REFERENCES challenges ON DELETE CASCADE,
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (challenge_id, account_id, user_id)
);
CREATE INDEX challenge_participants_user ON challenge_participants (user_id);

CREATE TABLE challenge_scores (
  id bigserial PRIMARY KEY,
  challenge_id bigint NOT NULL,
  account_id bigint NOT NULL,
  user_id bigint NOT NULL,
  score numeric NOT NULL CHECK (score > 0),
  scaled boolean NOT NULL DEFAULT false,
  note text NOT NULL DEFAULT '',
  logged_at timestamptz NOT NULL,
  FOREIGN KEY (challenge_id, account_id, user_id)
    REFERENCES challenge_participants (challenge_id, account_id, user_id) ON DELETE CASCADE
);
CREATE INDEX challenge_scores_board ON challenge_scores (challenge_id, account_id);
