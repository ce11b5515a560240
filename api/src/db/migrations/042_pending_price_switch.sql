-- A subscription switch the client asked for (spec 02 section 4: "a subscription switch may be pending and
-- can be cancelled"; decision 0144): another price option of the program, taken at the next period.
ALTER TABLE plan_memberships
  ADD COLUMN pending_price_option_id bigint REFERENCES price_options ON DELETE SET NULL;
