-- Durable background jobs, polled by every API process. A job survives a restart; a claimed job whose
-- process died is claimed again once its lock is stale; failures retry with exponential backoff.
CREATE TABLE background_jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  -- Enqueuing the same unique key twice makes one job (idempotent enqueue).
  unique_key text UNIQUE,
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 8,
  locked_at timestamptz,
  last_error text,
  finished_at timestamptz,
  failed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX background_jobs_due ON background_jobs (run_at) WHERE finished_at IS NULL AND failed_at IS NULL;
