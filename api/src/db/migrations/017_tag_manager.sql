-- The Google Tag Manager container an account loads on its public pages (spec 01 section 2.3, analytics).
ALTER TABLE accounts ADD COLUMN tag_manager_id text CHECK (tag_manager_id ~ '^GTM-[A-Z0-9]{5,10}$');
