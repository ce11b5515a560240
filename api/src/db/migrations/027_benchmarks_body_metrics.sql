-- A client's records (decision 0117): entries against the platform's benchmarks, and body metrics. They
-- belong to the person, not to a program, so they stay when a program ends. Values are in stored units
-- (kg, cm, seconds, reps, metres, percent, bpm).
CREATE TABLE benchmarks (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  measure text NOT NULL CHECK (measure IN ('load', 'time', 'reps', 'distance'))
);
CREATE UNIQUE INDEX benchmarks_name ON benchmarks (lower(name));

CREATE TABLE benchmark_entries (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  benchmark_id bigint NOT NULL REFERENCES benchmarks ON DELETE CASCADE,
  value numeric NOT NULL CHECK (value > 0),
  recorded_on date NOT NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX benchmark_entries_user ON benchmark_entries (user_id, benchmark_id, recorded_on);

CREATE TABLE body_metric_entries (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  metric text NOT NULL CHECK (metric IN ('weight', 'body_fat', 'waist', 'chest', 'hips', 'resting_heart_rate')),
  value numeric NOT NULL CHECK (value > 0),
  recorded_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX body_metric_entries_user ON body_metric_entries (user_id, metric, recorded_on);
