-- The accounts a person has joined, by person: users/me counts them on every page load, and the account
-- switcher lists them. The primary key (account_id, user_id) serves only lookups by account.
CREATE INDEX memberships_user ON memberships (user_id);
