-- Chat (decisions 0134 to 0137): conversations between a coach account and one client, and communities,
-- a coach account's room for the clients of one program. Coaches of the account are members of its rooms;
-- the client of a conversation, and the live clients of a community's program, are the other members.
CREATE TABLE chat_rooms (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('conversation', 'community')),
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  client_user_id bigint REFERENCES users ON DELETE CASCADE,
  program_id bigint REFERENCES programs ON DELETE CASCADE,
  title text NOT NULL DEFAULT '',
  created_by bigint REFERENCES users ON DELETE SET NULL,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'conversation') = (client_user_id IS NOT NULL)),
  CHECK ((kind = 'community') = (program_id IS NOT NULL))
);
-- One conversation per coach account and client.
CREATE UNIQUE INDEX chat_rooms_one_conversation ON chat_rooms (account_id, client_user_id)
  WHERE kind = 'conversation';
CREATE INDEX chat_rooms_client ON chat_rooms (client_user_id) WHERE client_user_id IS NOT NULL;
CREATE INDEX chat_rooms_program ON chat_rooms (program_id) WHERE program_id IS NOT NULL;

-- A message is stored before it is broadcast. client_message_id is made by the sender's browser: the same
-- id from the same sender is the same message, so a retried send never stores it twice.
CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  room_id bigint NOT NULL REFERENCES chat_rooms ON DELETE CASCADE,
  author_id bigint REFERENCES users ON DELETE SET NULL,
  client_message_id text NOT NULL,
  text text NOT NULL,
  mentions bigint[] NOT NULL DEFAULT '{}',
  mention_all boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX chat_messages_once_per_sender ON chat_messages (author_id, client_message_id);
CREATE INDEX chat_messages_room ON chat_messages (room_id, id);

-- How far each member has read a room.
CREATE TABLE chat_reads (
  room_id bigint NOT NULL REFERENCES chat_rooms ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
  last_read_message_id bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (room_id, user_id)
);
