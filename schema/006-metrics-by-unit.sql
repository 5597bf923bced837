-- Migration 6: a result's and a run's extra figures (metrics_json) as
-- [[unit, {"name": value, ...}], ...]: each run of consecutive figures of
-- one unit (null: none) as one object, instead of one ["name", value,
-- "unit"] array a figure.  The same figures in the same order, each
-- number's text kept; a name met again within a run starts a new one, so
-- that no object repeats a key.  fio's figures come in long runs of one
-- unit (its iodepth and latency distributions are 29 percentages): a
-- fio result's extras are a third smaller, and storing them was a third
-- of importing 2,000 fio terse files (the database is written twice, WAL
-- and checkpoint).  Rows stored before keep one figure a run here (a
-- figure without a name, which no reader showed, is dropped).  The two
-- views that read them give the same rows as before.
--
-- Percentile keys written from now on are the shortest decimal text of
-- the percentile ("99.9", "50"), not fio's "99.900000": the percentiles
-- view and the store read them as numbers either way; older rows keep
-- theirs.

DROP VIEW result_metrics;
DROP VIEW run_metrics;

UPDATE results SET metrics_json = (
	SELECT json_group_array(json_array(j.value ->> 2,
		json_object(j.value ->> 0, j.value -> '$[1]')))
	FROM json_each(results.metrics_json) j WHERE j.value ->> 0 IS NOT NULL)
WHERE metrics_json IS NOT NULL AND json_type(metrics_json, '$[0][1]') IS NOT 'object';

UPDATE runs SET metrics_json = (
	SELECT json_group_array(json_array(j.value ->> 2,
		json_object(j.value ->> 0, j.value -> '$[1]')))
	FROM json_each(runs.metrics_json) j WHERE j.value ->> 0 IS NOT NULL)
WHERE metrics_json IS NOT NULL AND json_type(metrics_json, '$[0][1]') IS NOT 'object';

CREATE VIEW result_metrics AS
SELECT r.id AS result_id, m.key AS name, m.value AS value,
	g.value ->> 0 AS unit
FROM results r, json_each(r.metrics_json) g, json_each(g.value, '$[1]') m;

CREATE VIEW run_metrics AS
SELECT u.id AS run_id, m.key AS name, m.value AS value,
	g.value ->> 0 AS unit
FROM runs u, json_each(u.metrics_json) g, json_each(g.value, '$[1]') m;
