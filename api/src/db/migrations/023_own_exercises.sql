-- An account's own exercises (decision 0114): a demonstration video from the account's media library,
-- and one name per account (the library's names are unique among themselves already).
ALTER TABLE exercises ADD COLUMN video_media_id bigint REFERENCES media ON DELETE SET NULL;
CREATE UNIQUE INDEX exercises_account_name ON exercises (account_id, lower(name)) WHERE account_id IS NOT NULL;
