-- The media library (spec 03 sections 3, 4.7 and 7). A row exists from the moment an upload is signed
-- (status 'uploading', never listed) so that a failed upload can be deleted by its id.
CREATE TABLE media (
  id bigserial PRIMARY KEY,
  -- NULL only for the platform's own (product) library.
  account_id bigint REFERENCES accounts ON DELETE CASCADE,
  created_by bigint REFERENCES users ON DELETE SET NULL,
  scope text NOT NULL CHECK (scope IN ('user', 'hyrox', 'product')),
  kind text NOT NULL CHECK (kind IN ('video', 'image', 'youtube', 'other')),
  status text NOT NULL CHECK (status IN ('uploading', 'processing', 'published')),
  title text NOT NULL,
  storage_key text UNIQUE,
  declared_content_type text,
  content_type text,
  byte_size bigint,
  duration numeric,
  thumb_key text,
  thumb_url text,
  video_site text CHECK (video_site IN ('youtube', 'vimeo')),
  video_id text,
  video_url text,
  caption text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (scope = 'product' OR account_id IS NOT NULL)
);
CREATE INDEX media_library ON media (account_id, scope, created_at DESC);
CREATE INDEX media_shared_library ON media (scope, created_at DESC) WHERE scope <> 'user';

-- Accounts with the HYROX feature (spec 03 section 6).
CREATE TABLE media_hyrox_access (
  account_id bigint PRIMARY KEY REFERENCES accounts ON DELETE CASCADE
);
