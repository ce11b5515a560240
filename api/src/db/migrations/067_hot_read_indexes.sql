-- Indexes for reads made on every view of a page (EXPLAIN on PostgreSQL found them scanning whole tables):
-- the public program page reads a program's price options, archived ones included, and counts the clients
-- of each; users/me asks whether the account has a chat room with anything unread, from the account's side.
-- The partial index on live periods (008), the memberships' indexes by account, program and person and the
-- rooms' index on conversations (044) served none of them.
CREATE INDEX price_options_program ON price_options (program_id);
CREATE INDEX plan_memberships_price_option ON plan_memberships (price_option_id, state)
  WHERE price_option_id IS NOT NULL;
CREATE INDEX chat_rooms_account ON chat_rooms (account_id);
