-- Migration: how runs relate to each other.  A rerun (`iodb rerun`)
-- re-measures an imported result here and names the run it re-measures;
-- `iodb run --repeat N` stores N runs as one series (its id is the id of
-- its first run) with each run's place in it.  Kept in a table of its own,
-- one row per linked run, so the runs table stays the field table's.
-- IF NOT EXISTS: applying it again (a database set back to an older
-- version) changes nothing.
CREATE TABLE IF NOT EXISTS run_links (
	run_id INTEGER PRIMARY KEY REFERENCES runs(id) ON DELETE CASCADE,
	rerun_of INTEGER REFERENCES runs(id) ON DELETE SET NULL,
	series INTEGER,                  -- id of the series' first run
	series_index INTEGER             -- 1-based place in the series
);
CREATE INDEX IF NOT EXISTS run_links_rerun_of ON run_links(rerun_of);
CREATE INDEX IF NOT EXISTS run_links_series ON run_links(series);
