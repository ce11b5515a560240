-- A brand invite can be declined from the invited coach's feed (spec 03 sections 2.2, 4.1; decision 0133).
ALTER TABLE invitations DROP CONSTRAINT IF EXISTS invitations_status_check;
ALTER TABLE invitations
  ADD CONSTRAINT invitations_status_check CHECK (status IN ('invited', 'accepted', 'cancelled', 'declined'));
