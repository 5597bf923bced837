/*
 * Selecting results for a report: read the selected results through
 * store_results_foreach once, keep a compact copy of each (a "figure"),
 * and group them by system (what is compared: label, host, device or run)
 * and by test (the same workload on every system).  The comparison tables,
 * charts and datasheet matching all read from this one structure.
 */
#ifndef IODB_REPORT_SELECT_H
#define IODB_REPORT_SELECT_H

#include <stddef.h>
#include <stdint.h>

#include "store/store.h"

/* What the systems of a comparison are. */
enum report_compare {
	REPORT_BY_LABEL, /* the run's label (else its device, host, run) */
	REPORT_BY_HOST,
	REPORT_BY_DEVICE,
	REPORT_BY_RUN,
};

/* One run's context, copied (owned by the report_data). */
struct report_runinfo {
	int64_t run_id;
	char *source;
	struct iodb_run *run; /* a deep copy (iodb_run_dup); the strings
				 below point into it */
	const char *format, *tool, *tool_version, *label, *host, *device;
	const char *device_model, *command;
	long line_from, line_to;
	int64_t series; /* the series of `iodb run --repeat` it is in; -1 */
};

/* One stored result: its conditions, figures and provenance. */
struct report_fig {
	int64_t result_id;
	size_t run;  /* index into report_data.runs */
	size_t sys;  /* index into report_data.sys */
	size_t test; /* index into report_data.tests */
	size_t next; /* next figure of the same cell, or SIZE_MAX */
	char *job;
	struct iodb_cond cond; /* mix_read_pct and direct not read back */
	double iops, bw_bytes, lat_mean_ns;
	struct iodb_pct *pcts; /* clat percentiles, else total latency's */
	size_t n_pcts;
	struct iodb_point *series; /* per-second points (runner runs) */
	size_t n_series;
	long line_from, line_to;
};

/*
 * More systems than this do not compare well in one table or chart: the
 * report then says so and splits them into groups of at most this many
 * (systems of one tool together).
 */
#define REPORT_MAX_SYSTEMS 12

/* One compared system. */
struct report_system {
	char *name;
	size_t n_figs;
	const char *tool; /* of its first run (points into runs) */
	size_t group;	  /* its group (report_data.n_groups) */
	size_t slot;	  /* its place in the group: its colour */
};

/* One test: the same workload across systems. */
struct report_test {
	char *key;  /* grouping key */
	char *name; /* shown: "SEQ1M Q8T1 (read)", "seq read 4 KiB" */
	enum iodb_op op;
	const char *tool; /* of the first figure (points into runs) */
	int fio_units;	  /* every figure came from fio (kept for callers) */
	int mixed_q;	  /* systems ran it at different QD / threads: no
			     best is named, each cell says its QD */
	int has_pcts, has_series;
};

/* The figures of one (system, test) pair; means of the known values. */
struct report_cell {
	size_t sys, test;
	size_t first; /* first figure (report_fig.next chains the rest) */
	size_t last;
	size_t n;
	/*
	 * The cell's figure of each metric: the mean of its results, or,
	 * when they are the runs of one series (`iodb run --repeat N`), their
	 * median, with the lowest and highest in lo[] and hi[] (iops,
	 * bw_bytes, lat_mean_ns).
	 */
	double iops, bw_bytes, lat_mean_ns;
	int series; /* the results are one series: median and spread */
	double lo[3], hi[3];
	int64_t iodepth, numjobs; /* of the first figure; -1 unknown */
};

struct report_data {
	enum report_compare by;
	int iec;	 /* rates in MiB/s (--units iec), else MB/s */
	size_t n_groups; /* groups of systems (1 when they fit one table) */
	struct report_runinfo *runs;
	size_t n_runs, cap_runs;
	struct report_fig *figs;
	size_t n_figs, cap_figs;
	struct report_system *sys;
	size_t n_sys, cap_sys;
	struct report_test *tests;
	size_t n_tests, cap_tests;
	struct report_cell *cells;
	size_t n_cells, cap_cells;
	struct report_index *ix; /* private lookup tables */
};

#define REPORT_DATA_INIT                                                       \
	{                                                                      \
		.by = REPORT_BY_LABEL                                          \
	}

/*
 * The system a run belongs to when comparing by `by`: *key groups (two
 * runs are one system exactly when their keys are equal), *name is shown.
 * By label: the label; a run without one is its host with its device model
 * (or, on a known host, its device name) and tool; a run with neither host
 * nor model is its own source file (a device name alone, "C:" or
 * "/dev/sda", is shared by different disks and never groups).  Writes
 * both buffers.
 */
void report_system_of(enum report_compare by, const struct report_runinfo *ri,
		      char *key, size_t kn, char *name, size_t nn);

/* Parse "label", "host", "device" or "run".  0 or -EINVAL. */
int report_compare_parse(const char *name, enum report_compare *by);

/* "label", "host", "device" or "run". */
const char *report_compare_name(enum report_compare by);

/*
 * Read every selected result of st into d (initialised with
 * REPORT_DATA_INIT, d->by set), grouped by d->by and by test, systems and
 * tests in the order first seen.  Returns 0 or a negative errno; caller
 * frees with report_data_release() either way.
 */
int report_data_load(struct store *st, const struct store_selection *sel,
		     struct report_data *d);

/*
 * Add one row as report_data_load does (for tests and for callers that
 * already walk results).  0 or -ENOMEM.
 */
int report_data_add(struct report_data *d, const struct store_row *row);

/*
 * Finish grouping after the last report_data_add: compute cell means and
 * the shown test names.  0 or -ENOMEM.
 */
int report_data_finish(struct report_data *d);

/*
 * The lowest and highest result of a cell that is one series, for metric
 * (0 IOPS, 1 bandwidth, 2 mean latency): 1 with *lo and *hi set, else 0.
 */
int report_cell_range(const struct report_cell *c, int metric, double *lo,
		      double *hi);

/*
 * The queue depth and threads of a cell as "Q1T32" (unknown as 1), for
 * tests whose systems ran at different ones.  Writes buf, returns buf.
 */
const char *report_cell_q(const struct report_cell *c, char *buf, size_t n);

/* Whether system s has a figure of metric (0 IOPS, 1 bandwidth, 2 mean
 * latency) in test t. */
int report_sys_has(const struct report_data *d, size_t s, size_t t, int metric);

/* "1 result" / "2 results": n and the word, singular or plural, in buf. */
const char *report_plural(size_t n, const char *one, const char *many,
			  char *buf, size_t bn);

/* Free everything d owns and reset it to empty (d->by, d->iec kept). */
void report_data_release(struct report_data *d);

/* The cell of (sys, test), or NULL when that system has no such result. */
const struct report_cell *report_data_cell(const struct report_data *d,
					   size_t sys, size_t test);

/*
 * A size as people write block sizes: "4 KiB", "1 MiB", "512 B".
 * Writes into buf (size n) and returns buf.
 */
const char *report_fmt_bs(int64_t bs, char *buf, size_t n);

/*
 * A figure as the tables show it, with three significant digits and
 * thousands separators ("57,600", "225", "16.7", "0.812"); "" for NAN.
 * Writes into buf (size n) and returns buf.
 */
const char *report_fmt_num(double v, char *buf, size_t n);

/* The same, compact for chart bars: "57.6k", "1.2M", "225". */
const char *report_fmt_short(double v, char *buf, size_t n);

/*
 * The unit a rate is shown in: "MiB/s" (binary, --units iec) or "MB/s";
 * and the value of bytes_per_s in it.
 */
const char *report_rate_unit(int binary);

/*
 * A rate as the source's tool prints it, with its unit convention
 * ("244 MB/s as iozone prints it (1 MB = 2^20 bytes)"), so a figure shown
 * in the report's units can be traced to the source.  "" for NAN.
 */
const char *report_source_rate(const char *tool, double bw, char *buf,
			       size_t n);
double report_rate_value(double bytes_per_s, int binary);

#endif
