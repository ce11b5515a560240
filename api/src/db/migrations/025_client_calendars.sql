-- A calendar per client (decision 0115): in a 1-2-1 (individual) program the coach writes each client's
-- own weeks, stored as a track that belongs to that client's membership and to no one else. Tracks of the
-- program itself keep membership_id NULL.
ALTER TABLE schedule_tracks ADD COLUMN membership_id bigint REFERENCES plan_memberships ON DELETE CASCADE;
CREATE UNIQUE INDEX schedule_tracks_membership ON schedule_tracks (membership_id) WHERE membership_id IS NOT NULL;

-- The program track a client follows when the program has several (NULL: the first active one).
ALTER TABLE plan_memberships ADD COLUMN track_id bigint REFERENCES schedule_tracks ON DELETE SET NULL;
