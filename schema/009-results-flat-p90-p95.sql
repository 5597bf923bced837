-- Migration 9: results_flat gains clat_p90_ns and clat_p95_ns, the 90th
-- and 95th completion-latency percentiles fio prints by default beside
-- the 50th, 99th and 99.9th (and the export's fields of the same names).
-- The figures were stored already (clat_pct_json keeps every percentile
-- a source gives): no table changes, no row changes.  The two columns are
-- appended after the view's last, so every column before them keeps its
-- place; none is renamed or dropped.

DROP VIEW results_flat;

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
	r.access_time_ns, r.cpu_usr, r.cpu_sys, r.line_from, r.line_to,
	(SELECT j.value FROM json_each(r.clat_pct_json) j
		WHERE CAST(j.key AS REAL) = 90) AS clat_p90_ns,
	(SELECT j.value FROM json_each(r.clat_pct_json) j
		WHERE CAST(j.key AS REAL) = 95) AS clat_p95_ns
FROM results r
JOIN runs u ON u.id = r.run_id
LEFT JOIN sources s ON s.id = u.source_id
LEFT JOIN hosts h ON h.id = u.host_id
LEFT JOIN devices d ON d.id = u.device_id;
