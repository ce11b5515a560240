-- Workout templates (decision 0155): a day of training kept to insert into program days. An account's own
-- (kind day) or the platform's (account_id NULL: presets, and HYROX templates for HYROX-affiliated
-- accounts, which media_hyrox_access already lists). The day is stored whole, as schedule tracks are.
CREATE TABLE workout_templates (
  id bigserial PRIMARY KEY,
  account_id bigint REFERENCES accounts ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('day', 'preset', 'hyrox')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  day jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- An account saves its own days; the platform provides presets and HYROX templates.
  CHECK ((account_id IS NULL) = (kind <> 'day'))
);
CREATE UNIQUE INDEX workout_templates_account_title ON workout_templates (account_id, lower(title))
  WHERE account_id IS NOT NULL;
-- The operator's command line updates the platform's templates by title.
CREATE UNIQUE INDEX workout_templates_product_title ON workout_templates (kind, lower(title))
  WHERE account_id IS NULL;
