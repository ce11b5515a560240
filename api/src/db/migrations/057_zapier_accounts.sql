-- A Zapier account (spec 02 sections 3 and 6, decision 0170): the coach sells elsewhere and clients join
-- through the automation service, so the platform's purchase is off and subscriptions are managed there.
ALTER TABLE accounts ADD COLUMN zapier_account boolean NOT NULL DEFAULT false;
