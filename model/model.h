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

#include "model/conditions.h"

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

	struct iodb_cond cond; /* op, pattern, mix, bs, iodepth, ... */

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

	/*
	 * The JSON texts of the array fields above (model/json_text.h), in
	 * iodb_fields[] order, when a recording made them ahead (on a reader
	 * thread, ingest/record.c); NULL: the store makes them.  Never
	 * copied: a copy's arrays may change.
	 */
	const char *const *field_json;
};

#define IODB_RESULT_INIT                                                       \
	{                                                                      \
		.groupid = -1, .cond = IODB_COND_INIT, .iops = NAN,            \
		.bw_bytes = NAN, .io_bytes = NAN, .runtime_ns = NAN,           \
		.slat = IODB_LAT_INIT, .clat = IODB_LAT_INIT,                  \
		.lat = IODB_LAT_INIT, .access_time_ns = NAN, .cpu_usr = NAN,   \
		.cpu_sys = NAN,                                                \
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
	/* the JSON text of extras made ahead, as iodb_result's field_json */
	const char *const *field_json;
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
	struct iodb_cond cond;	/* mix_read_pct and direct unused */
	const char *source;	/* where the figure was found */
	long line;		/* in the source document; 0 unknown */
};

#define IODB_SPEC_INIT                                                         \
	{                                                                      \
		.capacity_bytes = -1, .value = NAN, .cond = IODB_COND_INIT,    \
	}

/* "read", "write", "trim", "copy", "readwrite" or NULL for unknown. */
const char *iodb_op_name(enum iodb_op op);
/* "seq", "rand" or NULL for unknown. */
const char *iodb_pattern_name(enum iodb_pattern p);
/* Inverse of the above; IODB_*_UNKNOWN when name is NULL or unknown. */
enum iodb_op iodb_op_parse(const char *name);
enum iodb_pattern iodb_pattern_parse(const char *name);

/* ---- the one table of result fields -------------------------------------- */

/*
 * Every field that leaves a record - an export column (the contract of
 * DESIGN.md, in its order), a column of the results or runs table, or
 * both - is one row of iodb_fields[] (redis's config table): export's
 * columns and values, its CSV and JSON, and the store's binds all walk it.
 * The schema stays SQL (schema/NNN-name.sql files); a test checks it against
 * this table.
 */
enum iodb_field_rec {
	IODB_REC_ROW,	 /* the stored row: run id, result id, source path */
	IODB_REC_RUN,	 /* a member of struct iodb_run */
	IODB_REC_RESULT, /* a member of struct iodb_result */
};

enum iodb_field_kind {
	IODB_FIELD_ID,	     /* ROW: a row id; <= 0 is null */
	IODB_FIELD_PATH,     /* ROW: the source's path; NULL is null */
	IODB_FIELD_STR,	     /* const char *; NULL is .dflt (or null) */
	IODB_FIELD_DBL,	     /* double; NAN is null */
	IODB_FIELD_INT,	     /* int64_t; < 0 is null */
	IODB_FIELD_LINE,     /* long (a line number); <= 0 is null */
	IODB_FIELD_TRI,	     /* int: 1 or 0 a boolean, -1 null */
	IODB_FIELD_OP,	     /* enum iodb_op, by its name */
	IODB_FIELD_PATTERN,  /* enum iodb_pattern, by its name */
	IODB_FIELD_CLAT_PCT, /* the result's clat percentile .pct */
	IODB_FIELD_PCTS,     /* const struct iodb_pct *, count at .n_off */
	IODB_FIELD_BINS,     /* const struct iodb_bin *, count at .n_off */
	IODB_FIELD_SERIES,   /* const struct iodb_point *, count at .n_off */
	IODB_FIELD_METRICS,  /* const struct iodb_metric *, count at .n_off */
};

/* An export column (CSV and JSON, in table order). */
#define IODB_FIELD_EXPORT 1u
/* In export JSON only (an object: the result's extras). */
#define IODB_FIELD_JSON 2u
/* Stored NOT NULL: a NULL string with no .dflt is stored as "unknown". */
#define IODB_FIELD_NOT_NULL 4u

struct iodb_field {
	const char *name;   /* in exports: "lat_mean_ns" */
	const char *column; /* in the results or runs table; NULL: none */
	enum iodb_field_rec rec;
	enum iodb_field_kind kind;
	size_t off;	  /* offsetof the member in its record */
	size_t n_off;	  /* arrays: offsetof the count (size_t) */
	double pct;	  /* IODB_FIELD_CLAT_PCT: which percentile */
	const char *dflt; /* what a NULL string means ("complete") */
	unsigned flags;	  /* IODB_FIELD_EXPORT, _JSON, _NOT_NULL */
};

/* Every field, export columns first in the contract's order; the last
 * entry has name NULL. */
extern const struct iodb_field iodb_fields[];

/* The field called name, or NULL. */
const struct iodb_field *iodb_field_find(const char *name);

/* A scalar field's value, as exports and binds take it. */
struct iodb_value {
	enum {
		IODB_VALUE_NULL,
		IODB_VALUE_STR,
		IODB_VALUE_INT,
		IODB_VALUE_DBL,
		IODB_VALUE_BOOL
	} type;
	const char *s; /* IODB_VALUE_STR; borrowed from the record */
	int64_t i;     /* IODB_VALUE_INT and _BOOL (0 or 1) */
	double d;      /* every number, also INT and BOOL as a double */
};

/*
 * The value of a scalar field f of run (IODB_REC_RUN) or res
 * (IODB_REC_RESULT): null when unknown.  ROW fields and arrays are not
 * the record's: they give null (the caller has them).  Never fails.
 */
struct iodb_value iodb_field_value(const struct iodb_field *f,
				   const struct iodb_run *run,
				   const struct iodb_result *res);

/*
 * Set a scalar field f of run (IODB_REC_RUN) or res (IODB_REC_RESULT)
 * from v, the inverse of iodb_field_value: a null value sets unknown
 * (NULL, NAN, -1; a line 0).  A string is borrowed, not copied.  ROW
 * fields and arrays are left alone.
 */
void iodb_field_set(const struct iodb_field *f, struct iodb_run *run,
		    struct iodb_result *res, const struct iodb_value *v);

/*
 * An array field f of run or res: its pointer (may be NULL) and, in *n,
 * its count.
 */
const void *iodb_field_array(const struct iodb_field *f,
			     const struct iodb_run *run,
			     const struct iodb_result *res, size_t *n);

/* The value of the clat percentile pct in res (0..100), or NAN. */
double iodb_result_clat_pct(const struct iodb_result *res, double pct);

/* ---- copies: one per record type ----------------------------------------- */

/*
 * Records are borrowed while emitted (see the top of this file); whoever
 * keeps one copies it with these.  _copy fills *dst with a deep copy of
 * src (every string, array and extra figure duplicated) and returns 0, or
 * -ENOMEM with *dst left empty (its _INIT); the caller frees the copy's
 * contents with _release (git's strbuf_release: the struct itself is the
 * caller's).  _dup returns a malloc'ed deep copy, or NULL when memory ran
 * out; free it with _free.  _release and _free accept an empty record and
 * NULL.
 */
int iodb_run_copy(struct iodb_run *dst, const struct iodb_run *src);
void iodb_run_release(struct iodb_run *run);
struct iodb_run *iodb_run_dup(const struct iodb_run *src);
void iodb_run_free(struct iodb_run *run);

int iodb_result_copy(struct iodb_result *dst, const struct iodb_result *src);
void iodb_result_release(struct iodb_result *res);
struct iodb_result *iodb_result_dup(const struct iodb_result *src);
void iodb_result_free(struct iodb_result *res);

int iodb_spec_copy(struct iodb_spec *dst, const struct iodb_spec *src);
void iodb_spec_release(struct iodb_spec *sp);
struct iodb_spec *iodb_spec_dup(const struct iodb_spec *src);
void iodb_spec_free(struct iodb_spec *sp);

#endif
