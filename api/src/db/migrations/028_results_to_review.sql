-- The coach's to_review queue fills as clients log (issue "Training content"): a result waits for its coach
-- until they mark it reviewed. Results logged before this column existed count as reviewed.
ALTER TABLE training_results ADD COLUMN reviewed_at timestamptz;
UPDATE training_results SET reviewed_at = created_at;
CREATE INDEX training_results_to_review ON training_results (program_id, user_id) WHERE reviewed_at IS NULL;
