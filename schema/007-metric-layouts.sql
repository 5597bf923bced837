-- Migration 7: a result's extra figures stored apart from their names.
-- A fio result has 30 to 60 extras (its bandwidth statistics, CPU, depth
-- and latency distributions) and every row repeated every name: two
-- thirds of a fio result row, and the database is written twice (WAL,
-- then checkpoint).  A result's metrics_json written from now on is
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
-- ...], and a result whose layout could not be stored under its key has
-- that form too: result_metrics reads both, and gives the same rows as
-- before for the same figures.  Runs keep migration 6's form.

CREATE TABLE metric_layouts (
	key TEXT PRIMARY KEY,
	layout TEXT NOT NULL
) WITHOUT ROWID;

DROP VIEW result_metrics;

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
