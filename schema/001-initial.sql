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
	created_at INTEGER NOT NULL
);
CREATE INDEX runs_source ON runs(source_id);
CREATE INDEX runs_label ON runs(label);

CREATE TABLE run_tags (
	run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
	key TEXT NOT NULL,
	value TEXT NOT NULL,
	PRIMARY KEY (run_id, key)
);

-- Figures that belong to the run as a whole (fio disk_util ...).
CREATE TABLE run_metrics (
	run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
	name TEXT NOT NULL,
	value REAL,
	unit TEXT
);
CREATE INDEX run_metrics_run ON run_metrics(run_id);

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
	line_to INTEGER
);
CREATE INDEX results_run ON results(run_id);

-- Latency percentiles: kind 'clat' or 'lat', pct 0..100, value in ns.
CREATE TABLE percentiles (
	result_id INTEGER NOT NULL REFERENCES results(id) ON DELETE CASCADE,
	kind TEXT NOT NULL CHECK (kind IN ('clat', 'lat')),
	pct REAL NOT NULL,
	ns REAL NOT NULL
);
CREATE INDEX percentiles_result ON percentiles(result_id);

-- Latency histogram bins (fio json+, the runner): any percentile can be
-- computed from these later.
CREATE TABLE histogram_bins (
	result_id INTEGER NOT NULL REFERENCES results(id) ON DELETE CASCADE,
	kind TEXT NOT NULL DEFAULT 'clat',
	ns REAL NOT NULL,
	count INTEGER NOT NULL
);
CREATE INDEX histogram_bins_result ON histogram_bins(result_id);

-- Per-second series (the runner).
CREATE TABLE series (
	result_id INTEGER NOT NULL REFERENCES results(id) ON DELETE CASCADE,
	t_s REAL NOT NULL,
	iops REAL,
	bw_bytes REAL
);
CREATE INDEX series_result ON series(result_id);

-- Figures without a column of their own (fio bw/iops sample statistics,
-- HD Tune burst rate, iozone parent/min/max throughput, dd printed rate).
CREATE TABLE result_metrics (
	result_id INTEGER NOT NULL REFERENCES results(id) ON DELETE CASCADE,
	name TEXT NOT NULL,
	value REAL,
	unit TEXT
);
CREATE INDEX result_metrics_result ON result_metrics(result_id);

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
	(SELECT ns FROM percentiles p WHERE p.result_id = r.id
		AND p.kind = 'clat' AND p.pct = 50) AS clat_p50_ns,
	(SELECT ns FROM percentiles p WHERE p.result_id = r.id
		AND p.kind = 'clat' AND p.pct = 99) AS clat_p99_ns,
	(SELECT ns FROM percentiles p WHERE p.result_id = r.id
		AND p.kind = 'clat' AND p.pct = 99.9) AS clat_p999_ns,
	r.access_time_ns, r.cpu_usr, r.cpu_sys, r.line_from, r.line_to
FROM results r
JOIN runs u ON u.id = r.run_id
LEFT JOIN sources s ON s.id = u.source_id
LEFT JOIN hosts h ON h.id = u.host_id
LEFT JOIN devices d ON d.id = u.device_id;
