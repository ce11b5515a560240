-- White label (decisions 0184-0187): a custom domain the coach points at the platform, and the app icon
-- with its review. Sub-domains are stored lower-case, so the unique index already compares them as DNS does.
ALTER TABLE themes ADD COLUMN custom_domain text UNIQUE CHECK (custom_domain = lower(custom_domain));
ALTER TABLE themes ADD COLUMN custom_domain_verified_at timestamptz;
ALTER TABLE themes ADD COLUMN custom_domain_checked_at timestamptz;
ALTER TABLE themes ADD COLUMN custom_domain_check_error text;
ALTER TABLE themes ADD COLUMN logo_file text;

CREATE TABLE app_icons (
  account_id bigint PRIMARY KEY REFERENCES accounts ON DELETE CASCADE,
  file text NOT NULL,
  status text NOT NULL CHECK (status IN ('in_review', 'approved', 'declined')),
  decline_reasons jsonb NOT NULL DEFAULT '[]',
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz
);
