-- The client's macros log (decision 0227): one row per person and calendar day, edited in place. Energy in
-- kcal, macros in whole grams. `revision` counts the edits, so a coach's review covers the edit they read
-- and a later edit brings the day back to their to_review queue (as for training results).
CREATE TABLE macro_days (
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  day date NOT NULL,
  calories integer NOT NULL CHECK (calories BETWEEN 0 AND 20000),
  protein integer NOT NULL CHECK (protein BETWEEN 0 AND 2000),
  carbs integer NOT NULL CHECK (carbs BETWEEN 0 AND 2000),
  fat integer NOT NULL CHECK (fat BETWEEN 0 AND 2000),
  edited_at timestamptz NOT NULL,
  revision integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day)
);
-- A review is each coaching account's own: the client's other coaches keep their queue.
CREATE TABLE macro_day_reviews (
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  user_id bigint NOT NULL,
  day date NOT NULL,
  revision integer NOT NULL,
  reviewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, user_id, day),
  FOREIGN KEY (user_id, day) REFERENCES macro_days ON DELETE CASCADE
);
