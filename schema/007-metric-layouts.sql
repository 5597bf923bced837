-- Migration 7: extra figures stored apart from their names.
-- A fio result has 30 to 60 extras (its bandwidth statistics, CPU, depth
-- and latency distributions) and every row repeated every name: two
-- thirds of a fio result row, and the database is written twice (WAL,
-- then checkpoint); a fio run's disk statistics are eight a disk.  A
-- result's and a run's metrics_json written from now on is
--   ["KEY", [value, ...], [value, ...], ...]
-- the values only, one list for each run of one unit, in the order of
-- migration 6's runs; KEY (16 hex digits, a hash of the layout) names a
-- row of metric_layouts whose layout is
--   [[unit, ["name", ...]], ...]
-- the units and names of those runs, in the same order.  The key is made
-- from the layout alone (model/json_text.c), so a layout has the same key
-- in every database and merged rows keep theirs.  A layout is never
-- removed: rows of any age may name it.
--
-- Rows stored before keep migration 6's [[unit, {"name": value, ...}],
-- ...], and a row whose layout could not be stored under its key has
-- that form too: result_metrics and run_metrics read both, and give the
-- same rows as before for the same figures.

CREATE TABLE metric_layouts (
	key TEXT PRIMARY KEY,
	layout TEXT NOT NULL
) WITHOUT ROWID;

DROP VIEW result_metrics;
DROP VIEW run_metrics;

CREATE VIEW result_metrics AS
SELECT r.id AS result_id, m.key AS name, m.value AS value,
	g.value ->> 0 AS unit
FROM results r, json_each(r.metrics_json) g, json_each(g.value, '$[1]') m
WHERE json_type(r.metrics_json, '$[0]') = 'array'
UNION ALL
SELECT r.id AS result_id, n.value AS name,
	r.metrics_json ->> ('$[' || (g.key + 1) || '][' || n.key || ']')
		AS value,
	g.value ->> 0 AS unit
FROM results r
	JOIN metric_layouts l ON l.key = r.metrics_json ->> 0,
	json_each(l.layout) g, json_each(g.value, '$[1]') n
WHERE json_type(r.metrics_json, '$[0]') = 'text';

CREATE VIEW run_metrics AS
SELECT u.id AS run_id, m.key AS name, m.value AS value,
	g.value ->> 0 AS unit
FROM runs u, json_each(u.metrics_json) g, json_each(g.value, '$[1]') m
WHERE json_type(u.metrics_json, '$[0]') = 'array'
UNION ALL
SELECT u.id AS run_id, n.value AS name,
	u.metrics_json ->> ('$[' || (g.key + 1) || '][' || n.key || ']')
		AS value,
	g.value ->> 0 AS unit
FROM runs u
	JOIN metric_layouts l ON l.key = u.metrics_json ->> 0,
	json_each(l.layout) g, json_each(g.value, '$[1]') n
WHERE json_type(u.metrics_json, '$[0]') = 'text';
