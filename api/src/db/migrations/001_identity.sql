-- Users (login identities) and accounts share one id space, so that a private account has the same id
-- as its owner: the spec compares "private id" and "current id" to know which account is in use.
CREATE SEQUENCE entity_ids;

CREATE TABLE users (
  id bigint PRIMARY KEY DEFAULT nextval('entity_ids'),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('user', 'coach')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  country text,
  state text,
  platform_currency text,
  birthdate date,
  gender text CHECK (gender IN ('male', 'female', 'other', 'not_said')),
  weight_unit text NOT NULL DEFAULT 'kg',
  length_unit text NOT NULL DEFAULT 'cm',
  registration_step text,
  popup_storage text[] NOT NULL DEFAULT '{}',
  hide_checklist boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE accounts (
  id bigint PRIMARY KEY DEFAULT nextval('entity_ids'),
  kind text NOT NULL CHECK (kind IN ('private', 'brand', 'gym', 'team')),
  full_name text NOT NULL,
  title text,
  custom_url text UNIQUE,
  currency text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE memberships (
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'coach')),
  invite_status text NOT NULL DEFAULT 'accepted',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, user_id)
);

-- The platform plan of a coach account (spec 01 section 3, Subscription).
CREATE TABLE platform_subscriptions (
  account_id bigint PRIMARY KEY REFERENCES accounts ON DELETE CASCADE,
  plan_kind text,
  max_clients integer,
  state text,
  active boolean NOT NULL DEFAULT false,
  free_plan boolean NOT NULL DEFAULT false,
  trial boolean NOT NULL DEFAULT false,
  trial_end_date timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  next_payment_date timestamptz
);

CREATE TABLE themes (
  id bigserial PRIMARY KEY,
  -- NULL: the platform default theme.
  account_id bigint UNIQUE REFERENCES accounts ON DELETE CASCADE,
  web_theme jsonb NOT NULL,
  mobile_light_theme jsonb NOT NULL,
  mobile_dark_theme jsonb NOT NULL,
  logo jsonb,
  sub_domain_name text UNIQUE
);
CREATE UNIQUE INDEX themes_one_default ON themes ((account_id IS NULL)) WHERE account_id IS NULL;
