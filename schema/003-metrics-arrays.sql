-- Migration 3: a result's and a run's extra figures (metrics_json) as
-- [["name", value, "unit"], ...] (the unit left out when there is none)
-- instead of [{"name": ..., "value": ..., "unit": ...}, ...]: the same
-- figures in the same order, each number's text kept as it was.  They
-- were three fifths of a database of fio results, written twice (WAL and
-- checkpoint); the keys alone were a third of them.  The two views that
-- read them give the same rows as before.

DROP VIEW result_metrics;
DROP VIEW run_metrics;

UPDATE results SET metrics_json = (
	SELECT json_group_array(CASE
		WHEN json_type(j.value, '$.unit') = 'text'
		THEN json_array(j.value ->> '$.name', j.value -> '$.value',
			j.value ->> '$.unit')
		ELSE json_array(j.value ->> '$.name', j.value -> '$.value')
		END)
	FROM json_each(results.metrics_json) j)
WHERE metrics_json IS NOT NULL AND json_type(metrics_json, '$[0]') = 'object';

UPDATE runs SET metrics_json = (
	SELECT json_group_array(CASE
		WHEN json_type(j.value, '$.unit') = 'text'
		THEN json_array(j.value ->> '$.name', j.value -> '$.value',
			j.value ->> '$.unit')
		ELSE json_array(j.value ->> '$.name', j.value -> '$.value')
		END)
	FROM json_each(runs.metrics_json) j)
WHERE metrics_json IS NOT NULL AND json_type(metrics_json, '$[0]') = 'object';

CREATE VIEW result_metrics AS
SELECT r.id AS result_id, j.value ->> 0 AS name, j.value ->> 1 AS value,
	j.value ->> 2 AS unit
FROM results r, json_each(r.metrics_json) j;

CREATE VIEW run_metrics AS
SELECT u.id AS run_id, j.value ->> 0 AS name, j.value ->> 1 AS value,
	j.value ->> 2 AS unit
FROM runs u, json_each(u.metrics_json) j;
