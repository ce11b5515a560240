-- Each claim of a job gets its own token. Only the holder of the current token may finish, fail or
-- extend the job, so a worker that lost its lock (it stalled past the lock time and another worker took
-- the job over) cannot overwrite the new holder's outcome.
ALTER TABLE background_jobs ADD COLUMN lock_token text;
CREATE INDEX background_jobs_failed ON background_jobs (failed_at) WHERE failed_at IS NOT NULL;
