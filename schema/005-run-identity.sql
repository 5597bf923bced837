-- Migration: a run's identity and where it came from (issue 16, fleets).
-- uuid: runs made by `iodb run` (no source file) get a random UUID from
-- the store, so that the same run merged from another database twice is
-- stored once; runs of an imported source are recognized by the source's
-- SHA-256 and keep NULL.  Runs stored before this migration keep NULL
-- (store/merge.c derives an identity from their content when it merges
-- them).  origin: the database file a merged run or source was copied
-- from ('iodb import OTHER.db'); NULL when it was made or imported here.
ALTER TABLE runs ADD COLUMN uuid TEXT;
ALTER TABLE runs ADD COLUMN origin TEXT;
CREATE UNIQUE INDEX runs_uuid ON runs(uuid);
ALTER TABLE sources ADD COLUMN origin TEXT;
