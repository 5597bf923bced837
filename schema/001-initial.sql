-- iodb schema v1.  Applied by store/store.c when PRAGMA user_version < 1.
-- Units: bytes, bytes/s, nanoseconds, operations/s.  NULL means the source
-- did not give the figure; never 0.

CREATE TABLE sources (
	id INTEGER PRIMARY KEY,
	sha256 TEXT NOT NULL UNIQUE,     -- hex digest of the content
	path TEXT NOT NULL,              -- as given on the command line
	size INTEGER NOT NULL,
	format TEXT,                     -- detected or given importer
	imported_at INTEGER NOT NULL     -- unix seconds
);

CREATE TABLE hosts (
	id INTEGER PRIMARY KEY,
	name TEXT NOT NULL UNIQUE,
	system_json TEXT                 -- kernel, CPU, memory ... (runner)
);

CREATE TABLE devices (
	id INTEGER PRIMARY KEY,
	name TEXT NOT NULL UNIQUE,       -- "nvme0n1", "ESXi datastore 1"
	model TEXT                       -- for datasheet matching
);

CREATE TABLE runs (
	id INTEGER PRIMARY KEY,
	source_id INTEGER REFERENCES sources(id) ON DELETE CASCADE,
	host_id INTEGER REFERENCES hosts(id),
	device_id INTEGER REFERENCES devices(id),
	format TEXT NOT NULL,            -- export "format": fio-json, dd, iodb ...
	tool TEXT,
	tool_version TEXT,
	label TEXT,
	command TEXT,                    -- command line or job file
	options_json TEXT,               -- conditions as a JSON object
	system_json TEXT,
	status TEXT NOT NULL DEFAULT 'complete', -- or 'interrupted'
	timestamp INTEGER,               -- when the tool ran, unix seconds
	line_from INTEGER,
	line_to INTEGER,
	created_at INTEGER NOT NULL,
	-- figures of the run as a whole (fio disk_util ...):
	-- [{"name": ..., "value": ..., "unit": ...}, ...]; see run_metrics
	metrics_json TEXT
);
CREATE INDEX runs_source ON runs(source_id);
CREATE INDEX runs_label ON runs(label);

CREATE TABLE run_tags (
	run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
	key TEXT NOT NULL,
	value TEXT NOT NULL,
	PRIMARY KEY (run_id, key)
);

-- One row per (run, job or test, direction).
CREATE TABLE results (
	id INTEGER PRIMARY KEY,
	run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
	job TEXT,
	test TEXT,
	groupid INTEGER,
	op TEXT CHECK (op IN ('read', 'write', 'trim', 'copy')),
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
	metrics_json TEXT     -- [{"name","value","unit"}]: view result_metrics
);
CREATE INDEX results_run ON results(run_id);

-- Percentiles, histogram bins, per-second series and extra figures are
-- stored with their result as compact JSON (one row per result keeps an
-- import of thousands of files fast); the views below give them back as
-- rows for the sqlite3 shell and for SQL.

CREATE VIEW run_metrics AS
SELECT u.id AS run_id, json_extract(j.value, '$.name') AS name,
	json_extract(j.value, '$.value') AS value,
	json_extract(j.value, '$.unit') AS unit
FROM runs u, json_each(u.metrics_json) j;

-- kind 'clat' or 'lat', pct 0..100, value in ns
CREATE VIEW percentiles AS
SELECT r.id AS result_id, 'clat' AS kind, CAST(j.key AS REAL) AS pct,
	j.value AS ns
FROM results r, json_each(r.clat_pct_json) j
UNION ALL
SELECT r.id, 'lat', CAST(j.key AS REAL), j.value
FROM results r, json_each(r.lat_pct_json) j;

-- latency histogram bins (fio json+, the runner): [[ns, count], ...]
CREATE VIEW histogram_bins AS
SELECT r.id AS result_id, 'clat' AS kind, json_extract(j.value, '$[0]') AS ns,
	json_extract(j.value, '$[1]') AS count
FROM results r, json_each(r.clat_bins_json) j;

-- per-second series (the runner): [[t_s, iops, bw_bytes], ...]
CREATE VIEW series AS
SELECT r.id AS result_id, json_extract(j.value, '$[0]') AS t_s,
	json_extract(j.value, '$[1]') AS iops,
	json_extract(j.value, '$[2]') AS bw_bytes
FROM results r, json_each(r.series_json) j;

-- figures without a column of their own (fio bw/iops sample statistics,
-- HD Tune burst rate, iozone parent/min/max throughput, dd printed rate)
CREATE VIEW result_metrics AS
SELECT r.id AS result_id, json_extract(j.value, '$.name') AS name,
	json_extract(j.value, '$.value') AS value,
	json_extract(j.value, '$.unit') AS unit
FROM results r, json_each(r.metrics_json) j;

-- Vendor datasheets: one row per device model, one spec per stated figure.
CREATE TABLE datasheets (
	id INTEGER PRIMARY KEY,
	vendor TEXT,
	model TEXT NOT NULL,
	interface TEXT,
	capacity_bytes INTEGER,
	source TEXT,
	UNIQUE (vendor, model)
);

CREATE TABLE specs (
	id INTEGER PRIMARY KEY,
	datasheet_id INTEGER NOT NULL REFERENCES datasheets(id) ON DELETE CASCADE,
	metric TEXT NOT NULL,            -- 'bw_bytes', 'iops', 'lat_mean_ns'
	value REAL NOT NULL,             -- normalized (bytes/s, IOPS, ns)
	value_text TEXT,                 -- as the vendor stated it
	op TEXT,
	pattern TEXT,
	bs INTEGER,
	iodepth INTEGER,
	numjobs INTEGER,
	source TEXT,                     -- where the figure was found
	source_id INTEGER REFERENCES sources(id) ON DELETE CASCADE
);
CREATE INDEX specs_datasheet ON specs(datasheet_id);

-- Everything about a result on one row, for the sqlite3 shell:
--   sqlite3 results.db "SELECT label, test, op, iops FROM results_flat"
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
