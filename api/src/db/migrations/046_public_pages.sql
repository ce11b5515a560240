-- What a coach account writes on its public page (storefront): plain text, shown as text (spec 01
-- sections 2.4 and 3, landing_page). One row per account, made on the first save.
CREATE TABLE public_pages (
  account_id bigint PRIMARY KEY REFERENCES accounts ON DELETE CASCADE,
  title text,
  about text NOT NULL DEFAULT '',
  links jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
