-- The onboarding checklist of a coach account (spec 03 section 4.4). Signing up is always done.
CREATE TABLE checklist_steps (
  account_id bigint NOT NULL REFERENCES accounts ON DELETE CASCADE,
  step text NOT NULL CHECK (step IN ('video_tour', 'first_plan', 'first_client')),
  completed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, step)
);
