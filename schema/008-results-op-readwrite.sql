-- Migration 8: a result's op may be 'readwrite': one figure for both
-- directions of a mixed workload (fio's own word for its mixed rw=), as
-- CrystalDiskMark's and KDiskMark's "[Mix] Read 70%/Write 30%" tests, a
-- table's "Read-write", "RW 70/30", "Mixed" or "7:3" row and IOMeter's
-- mixed access specifications give it.  fio's own outputs of a mixed job
-- keep their separate read and write results (each a direction's figure);
-- a result whose direction is simply unknown keeps NULL.  No value is
-- renamed or dropped: every row stays as it was.
-- SQLite cannot change a CHECK in place: as migration 2, the table is
-- rebuilt (rows kept as they are, same columns in the same order), its
-- CHECK still written with '=' and OR (an IN (...) list builds an
-- ephemeral table on every INSERT), and the views that read it are made
-- again, unchanged.

DROP VIEW percentiles;
DROP VIEW histogram_bins;
DROP VIEW series;
DROP VIEW result_metrics;
DROP VIEW results_flat;

CREATE TABLE results_new (
	id INTEGER PRIMARY KEY,
	run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
	job TEXT,
	test TEXT,
	groupid INTEGER,
	op TEXT CHECK (op = 'read' OR op = 'write' OR op = 'trim' OR
		op = 'copy' OR op = 'readwrite'),
	pattern TEXT CHECK (pattern IN ('seq', 'rand')),
	mix_read_pct REAL,
	bs INTEGER,
	iodepth INTEGER,
	numjobs INTEGER,
	direct INTEGER,
	iops REAL,
	bw_bytes REAL,
	io_bytes REAL,
	runtime_ns REAL,
	slat_min_ns REAL, slat_mean_ns REAL, slat_max_ns REAL,
	slat_stddev_ns REAL,
	clat_min_ns REAL, clat_mean_ns REAL, clat_max_ns REAL,
	clat_stddev_ns REAL,
	lat_min_ns REAL, lat_mean_ns REAL, lat_max_ns REAL,
	lat_stddev_ns REAL,
	access_time_ns REAL,
	cpu_usr REAL,
	cpu_sys REAL,
	line_from INTEGER,
	line_to INTEGER,
	clat_pct_json TEXT,   -- {"50.000000": ns, ...}: view percentiles
	lat_pct_json TEXT,
	clat_bins_json TEXT,  -- [[ns, count], ...]: view histogram_bins
	series_json TEXT,     -- [[t_s, iops, bw_bytes], ...]: view series
	metrics_json TEXT     -- migration 7's layouts: view result_metrics
);

INSERT INTO results_new SELECT * FROM results;
DROP TABLE results;
ALTER TABLE results_new RENAME TO results;
CREATE INDEX results_run ON results(run_id);

CREATE VIEW percentiles AS
SELECT r.id AS result_id, 'clat' AS kind, CAST(j.key AS REAL) AS pct,
	j.value AS ns
FROM results r, json_each(r.clat_pct_json) j
UNION ALL
SELECT r.id, 'lat', CAST(j.key AS REAL), j.value
FROM results r, json_each(r.lat_pct_json) j;

CREATE VIEW histogram_bins AS
SELECT r.id AS result_id, 'clat' AS kind, json_extract(j.value, '$[0]') AS ns,
	json_extract(j.value, '$[1]') AS count
FROM results r, json_each(r.clat_bins_json) j;

CREATE VIEW series AS
SELECT r.id AS result_id, json_extract(j.value, '$[0]') AS t_s,
	json_extract(j.value, '$[1]') AS iops,
	json_extract(j.value, '$[2]') AS bw_bytes
FROM results r, json_each(r.series_json) j;

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

CREATE VIEW results_flat AS
SELECT
	r.id AS result_id,
	r.run_id AS run,
	s.path AS source,
	s.sha256 AS source_sha256,
	u.format, u.tool, u.tool_version, u.label,
	h.name AS host,
	d.name AS device,
	d.model AS device_model,
	u.command, u.status, u.timestamp,
	r.job, r.test, r.groupid, r.op, r.pattern, r.mix_read_pct, r.bs,
	r.iodepth, r.numjobs, r.direct, r.iops, r.bw_bytes, r.io_bytes,
	r.runtime_ns,
	r.slat_min_ns, r.slat_mean_ns, r.slat_max_ns, r.slat_stddev_ns,
	r.clat_min_ns, r.clat_mean_ns, r.clat_max_ns, r.clat_stddev_ns,
	r.lat_min_ns, r.lat_mean_ns, r.lat_max_ns, r.lat_stddev_ns,
	(SELECT j.value FROM json_each(r.clat_pct_json) j
		WHERE CAST(j.key AS REAL) = 50) AS clat_p50_ns,
	(SELECT j.value FROM json_each(r.clat_pct_json) j
		WHERE CAST(j.key AS REAL) = 99) AS clat_p99_ns,
	(SELECT j.value FROM json_each(r.clat_pct_json) j
		WHERE CAST(j.key AS REAL) = 99.9) AS clat_p999_ns,
	r.access_time_ns, r.cpu_usr, r.cpu_sys, r.line_from, r.line_to
FROM results r
JOIN runs u ON u.id = r.run_id
LEFT JOIN sources s ON s.id = u.source_id
LEFT JOIN hosts h ON h.id = u.host_id
LEFT JOIN devices d ON d.id = u.device_id;
