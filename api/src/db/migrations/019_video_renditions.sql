-- The smaller copies of a hosted video made for streaming: [{ "height": 360, "key": "..." }, ...],
-- lowest first. The original stays in storage_key.
ALTER TABLE media ADD COLUMN renditions jsonb NOT NULL DEFAULT '[]'::jsonb;
-- Lines of the original's picture, to name its quality beside the renditions.
ALTER TABLE media ADD COLUMN height integer;
