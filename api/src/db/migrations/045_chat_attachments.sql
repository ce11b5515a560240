-- Chat attachments (decision 0137): items of the author's media library, chosen in the media library
-- dialog. The account whose library they are in is kept, as the author may later act as another account.
ALTER TABLE chat_messages ADD COLUMN attachment_ids bigint[] NOT NULL DEFAULT '{}';
ALTER TABLE chat_messages ADD COLUMN attachment_account_id bigint REFERENCES accounts ON DELETE SET NULL;
