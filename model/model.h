/*
 * The normalized measurement model: one record type for every tool.
 *
 * Every parser (ingest/) and the runner (bench/) produce these records;
 * store/ persists them and reads them back.  Units are SI: bytes, bytes per
 * second, nanoseconds, operations per second.  A figure the source did not
 * give is unknown: NAN for doubles (test with isnan), -1 for integers,
 * NULL for strings and arrays.  Never 0.
 *
 * Strings and arrays in these structs are borrowed: whoever emits a record
 * keeps them alive for the duration of the emit call only; whoever keeps a
 * record copies what it needs.
 */
#ifndef IODB_MODEL_MODEL_H
#define IODB_MODEL_MODEL_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>

enum iodb_op {
	IODB_OP_UNKNOWN = 0,
	IODB_OP_READ,
	IODB_OP_WRITE,
	IODB_OP_TRIM,
	IODB_OP_COPY, /* dd from one file to another: read and write at once */
};

enum iodb_pattern {
	IODB_PATTERN_UNKNOWN = 0,
	IODB_PATTERN_SEQ,
	IODB_PATTERN_RAND,
};

/* One latency summary, nanoseconds; NAN where unknown. */
struct iodb_lat {
	double min, mean, max, stddev;
};

#define IODB_LAT_INIT                                                          \
	{                                                                      \
		NAN, NAN, NAN, NAN                                             \
	}

/* One percentile point: pct in 0..100, value in nanoseconds. */
struct iodb_pct {
	double pct;
	double ns;
};

/* One latency histogram bin: the bin's value (ns) and how many I/Os. */
struct iodb_bin {
	double ns;
	uint64_t count;
};

/* One point of a per-second series (runner runs). */
struct iodb_point {
	double t_s; /* seconds since the start of measurement */
	double iops;
	double bw_bytes;
};

/*
 * A named figure that has no column of its own: fio's bw/iops sample
 * statistics, HD Tune's burst rate, iozone's parent/min/max throughput,
 * dd's printed rate kept as a check.  name is lowercase snake_case;
 * unit is "bytes/s", "iops", "ns", "pct", "bytes", "count" or NULL.
 */
struct iodb_metric {
	const char *name;
	double value;
	const char *unit;
};

struct iodb_result {
	const char *job;  /* job or test name as the tool printed it */
	const char *test; /* canonical test name: "SEQ1M Q8T1" */
	int64_t groupid;  /* fio group id; -1 when none */

	enum iodb_op op;
	enum iodb_pattern pattern;
	double mix_read_pct; /* read share of a mixed workload */
	int64_t bs;	     /* block size, bytes */
	int64_t iodepth;
	int64_t numjobs;
	int direct; /* 1, 0, or -1 unknown */

	double iops;
	double bw_bytes;   /* bytes per second */
	double io_bytes;   /* bytes moved */
	double runtime_ns; /* duration */

	struct iodb_lat slat; /* submission latency */
	struct iodb_lat clat; /* completion latency */
	struct iodb_lat lat;  /* total latency (single-latency tools: mean) */
	double access_time_ns;
	double cpu_usr, cpu_sys; /* percent */

	const struct iodb_pct *clat_pct;
	size_t n_clat_pct;
	const struct iodb_pct *lat_pct;
	size_t n_lat_pct;
	const struct iodb_bin *clat_bins; /* fio json+ bins, runner histogram */
	size_t n_clat_bins;
	const struct iodb_point *series;
	size_t n_series;
	const struct iodb_metric *extras;
	size_t n_extras;

	long line_from, line_to; /* 1-based, inclusive; 0 unknown */
};

#define IODB_RESULT_INIT                                                       \
	{                                                                      \
		.groupid = -1, .mix_read_pct = NAN, .bs = -1, .iodepth = -1,   \
		.numjobs = -1, .direct = -1, .iops = NAN, .bw_bytes = NAN,     \
		.io_bytes = NAN, .runtime_ns = NAN, .slat = IODB_LAT_INIT,     \
		.clat = IODB_LAT_INIT, .lat = IODB_LAT_INIT,                   \
		.access_time_ns = NAN, .cpu_usr = NAN, .cpu_sys = NAN,         \
	}

/*
 * One execution of one tool on one target.  Results emitted after a run
 * belong to it.
 */
struct iodb_run {
	const char *format;	  /* "fio-json", "dd", ... (export "format") */
	const char *tool;	  /* "fio", "dd", "CrystalDiskMark" */
	const char *tool_version; /* as printed: "fio-3.28", "8.0.4 x64" */
	const char *label;	  /* what the user compares; NULL unknown */
	const char *host;
	const char *device;
	const char *device_model;	  /* for datasheet matching */
	const char *command;		  /* command line or job file text */
	const char *options_json;	  /* conditions as a JSON object text */
	const char *system_json;	  /* system description (runner) */
	const char *status;		  /* NULL (complete) or "interrupted" */
	int64_t timestamp;		  /* unix seconds; -1 unknown */
	const struct iodb_metric *extras; /* disk_util and the like */
	size_t n_extras;
	long line_from, line_to;
};

#define IODB_RUN_INIT                                                          \
	{                                                                      \
		.timestamp = -1                                                \
	}

/*
 * One figure of a vendor datasheet with the conditions it was stated
 * under: "645,000 IOPS at QD128 4K random read".  Datasheet figures are
 * never measurements: they live in their own tables.
 */
struct iodb_spec {
	const char *vendor;
	const char *model; /* required: what runs' device_model match */
	const char *interface;
	int64_t capacity_bytes; /* -1 unknown */
	const char *metric;	/* "bw_bytes", "iops", "lat_mean_ns" */
	double value;		/* normalized: bytes/s, IOPS, ns */
	const char *value_text; /* as the vendor stated it: "550 MB/s" */
	enum iodb_op op;
	enum iodb_pattern pattern;
	int64_t bs, iodepth, numjobs; /* -1 unknown */
	const char *source;	      /* where the figure was found */
	long line;		      /* in the source document; 0 unknown */
};

#define IODB_SPEC_INIT                                                         \
	{                                                                      \
		.capacity_bytes = -1, .value = NAN, .bs = -1, .iodepth = -1,   \
		.numjobs = -1,                                                 \
	}

/* "read", "write", "trim", "copy" or NULL for unknown. */
const char *iodb_op_name(enum iodb_op op);
/* "seq", "rand" or NULL for unknown. */
const char *iodb_pattern_name(enum iodb_pattern p);
/* Inverse of the above; IODB_*_UNKNOWN when name is NULL or unknown. */
enum iodb_op iodb_op_parse(const char *name);
enum iodb_pattern iodb_pattern_parse(const char *name);

#endif
