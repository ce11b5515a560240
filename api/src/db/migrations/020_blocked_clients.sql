-- A client the coach removed from a program (spec 02 §6: is_blocked). The row and its history stay.
ALTER TABLE plan_memberships ADD COLUMN blocked_at timestamptz;
