-- Notifications produced by what happens on the platform (spec 03 sections 2.2, 3, 4.1; decision 0130).
-- One row per recipient: the identity (user_id) in the account it was meant for (account_id), so a coach
-- of a team sees the team's notifications only while acting as the team, and read state is their own.
-- event_key names the happening: one happening is stored once per recipient however often it is published.
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  event_key text NOT NULL,
  notification_type text NOT NULL,
  activity_type text NOT NULL,
  -- The person and the program it is about, when they still exist (the text reads their names when shown).
  subject_user_id bigint REFERENCES users ON DELETE SET NULL,
  program_id bigint REFERENCES programs ON DELETE SET NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, user_id, event_key)
);
-- The feed pages newest first, per recipient and activity type; counters count unread per activity type.
CREATE INDEX notifications_feed ON notifications (account_id, user_id, activity_type, id DESC);
CREATE INDEX notifications_unread ON notifications (account_id, user_id, activity_type) WHERE read_at IS NULL;
