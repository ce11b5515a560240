-- Programs (plans) of a coach account with their settings (spec 02 section 3).
CREATE TABLE programs (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  created_by bigint REFERENCES users ON DELETE SET NULL,
  title text NOT NULL,
  plan_type text NOT NULL CHECK (plan_type IN ('individual', 'fixed', 'one_many', 'membership')),
  plan_status text NOT NULL DEFAULT 'draft' CHECK (plan_status IN ('draft', 'published')),
  plan_pricing text NOT NULL DEFAULT 'paid' CHECK (plan_pricing IN ('free', 'paid')),
  description text NOT NULL DEFAULT '',
  level smallint CHECK (level BETWEEN 1 AND 5),
  average_duration integer,
  weeks_duration integer,
  sections_duration integer,
  sessions_per_day integer NOT NULL DEFAULT 1,
  weeks integer,
  trial_days integer NOT NULL DEFAULT 0,
  launch_date date,
  plan_max_buffer integer,
  custom_url text,
  skip_sales_page boolean NOT NULL DEFAULT false,
  welcome_message text NOT NULL DEFAULT '',
  waiver_show boolean NOT NULL DEFAULT false,
  waiver_text text NOT NULL DEFAULT '',
  waiver_attachments bigint[] NOT NULL DEFAULT '{}',
  -- NULL: the client sees all their training (unlimited).
  training_visibility_days integer,
  accessibility boolean NOT NULL DEFAULT true,
  allowed_emails text[] NOT NULL DEFAULT '{}',
  storefront_visible boolean NOT NULL DEFAULT true,
  performance_notifications boolean NOT NULL DEFAULT true,
  -- Set up by the platform itself: its type never changes.
  seeded boolean NOT NULL DEFAULT false,
  archived_at timestamptz,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX programs_account ON programs (account_id, created_at DESC);
-- A custom url is a public address (/p/:plan_id): unique across the platform, whatever the case.
CREATE UNIQUE INDEX programs_custom_url ON programs (lower(custom_url)) WHERE custom_url IS NOT NULL;

-- Price options: amounts in minor units; one live option per period and program.
CREATE TABLE price_options (
  id bigserial PRIMARY KEY,
  program_id bigint NOT NULL REFERENCES programs ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  duration text NOT NULL CHECK (duration IN ('weekly', 'biweekly', 'four_weekly', 'monthly', 'bimonthly',
    'quarterly', 'biannual', 'yearly', 'one_off')),
  archived_at timestamptz,
  -- The amount changed while clients pay through the option, and the owner has not yet written or skipped.
  price_changed_at timestamptz,
  message_for_inbox text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX price_options_live_period ON price_options (program_id, duration) WHERE archived_at IS NULL;

-- One cover per type, a media item of the account's library cropped to the type's ratio.
CREATE TABLE program_covers (
  program_id bigint NOT NULL REFERENCES programs ON DELETE CASCADE,
  cover_type text NOT NULL CHECK (cover_type IN ('main', 'mobile_view', 'table_view', 'tiled_view')),
  media_id bigint NOT NULL REFERENCES media ON DELETE CASCADE,
  crop_ratio numeric NOT NULL,
  coordinates jsonb,
  PRIMARY KEY (program_id, cover_type)
);

-- A client's membership of a program: added by hand (pending), invited, then the subscription states.
-- user_id is NULL before the person joins, and again once a joined person deleted their account.
CREATE TABLE plan_memberships (
  id bigserial PRIMARY KEY,
  program_id bigint NOT NULL REFERENCES programs ON DELETE CASCADE,
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  user_id bigint REFERENCES users ON DELETE SET NULL,
  email text NOT NULL CHECK (email = lower(email)),
  full_name text NOT NULL DEFAULT '',
  -- The address the invitation went to, when the person joined with another one.
  invited_email text,
  invitation_id bigint REFERENCES invitations ON DELETE SET NULL,
  state text NOT NULL CHECK (state IN ('pending', 'invited', 'init', 'scheduled', 'trialing', 'active',
    'incomplete', 'past_due', 'canceled', 'finished')),
  canceled_by text CHECK (canceled_by IN ('canceled_by_coach', 'canceled_by_athlete', 'canceled_pre_trial')),
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  price_option_id bigint REFERENCES price_options ON DELETE SET NULL,
  start_day date,
  end_day date,
  schedule_started_at timestamptz,
  schedule_ended_at timestamptz,
  -- Days of training scheduled ahead of the client (filled by the calendar); NULL when unknown.
  days_scheduled_ahead integer,
  joined_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plan_memberships_account ON plan_memberships (account_id, state);
CREATE INDEX plan_memberships_program ON plan_memberships (program_id, state);
CREATE UNIQUE INDEX plan_memberships_person ON plan_memberships (program_id, user_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX plan_memberships_unjoined ON plan_memberships (program_id, email)
  WHERE user_id IS NULL AND joined_at IS NULL;

-- Invitations to a program now point at a real program; rows written before this table existed are kept.
ALTER TABLE invitations ADD CONSTRAINT invitations_program_fk
  FOREIGN KEY (program_id) REFERENCES programs ON DELETE CASCADE NOT VALID;
-- The address of the person who accepted, when it differs from the invited one.
ALTER TABLE invitations ADD COLUMN accepted_email text;

-- Messages to the clients of a price option about its price, and one inbox entry per client.
CREATE TABLE price_change_messages (
  id bigserial PRIMARY KEY,
  price_option_id bigint NOT NULL REFERENCES price_options ON DELETE CASCADE,
  sent_by bigint REFERENCES users ON DELETE SET NULL,
  text text NOT NULL,
  -- [{resource_type: 'media', resource_id}]
  attachments jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE price_change_deliveries (
  id bigserial PRIMARY KEY,
  message_id bigint NOT NULL REFERENCES price_change_messages ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  membership_id bigint REFERENCES plan_memberships ON DELETE SET NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX price_change_deliveries_inbox ON price_change_deliveries (user_id, created_at DESC);

-- Whether an account can take card payments through its payment provider (simulated or Stripe).
CREATE TABLE payment_provider_connections (
  account_id bigint PRIMARY KEY REFERENCES accounts ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('simulated', 'stripe')),
  charges_enabled boolean NOT NULL DEFAULT false,
  connected_at timestamptz NOT NULL DEFAULT now()
);

-- Another address a person proves is theirs, to see the invitations sent to it.
CREATE TABLE other_email_confirmations (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email)),
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX other_email_confirmations_user ON other_email_confirmations (user_id, email);
