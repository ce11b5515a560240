-- A program's attachments (spec 02 sections 2 and 3, decision 0220): files of the owning account's media
-- library listed on the public page, in the coach's order. Deleting the file or the program removes the row.
CREATE TABLE program_attachments (
  program_id bigint NOT NULL REFERENCES programs ON DELETE CASCADE,
  media_id bigint NOT NULL REFERENCES media ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (program_id, media_id),
  UNIQUE (program_id, position)
);
CREATE INDEX program_attachments_media ON program_attachments (media_id);
