/*
 * The results a table becomes, before they are emitted: one entry per
 * system label and test, the figures of one test (IOPS in one column, MB/s
 * in the next) merged into one entry.  Labels and entries are found by
 * hashing, so a table of N rows maps in O(N).  Internal to ingest/ (see
 * ingest/table.h).
 */
#ifndef IODB_INGEST_TABLE_ENTRIES_H
#define IODB_INGEST_TABLE_ENTRIES_H

#include <stddef.h>
#include <stdint.h>

#include "ingest/testnames.h"

#define TABLE_JOB_MAX 200

/* The completion-latency percentiles a table's result keeps, in the
 * order of table_entry.pct: p50, p90, p95, p99, p99.9 (a result's fields
 * clat_p50_ns, clat_p90_ns, clat_p95_ns, clat_p99_ns, clat_p999_ns). */
#define TABLE_N_PCT 5
extern const double table_pcts[TABLE_N_PCT];

/* One result to be: a system's figures of one test and direction. */
struct table_entry {
	int label; /* index into labels; -1 none */
	char job[TABLE_JOB_MAX];
	char test[40];
	/* the test as the author named it, the row's cell under a header
	 * saying "test" ("Async Random Read" under "Test"): the result's
	 * test in place of the canonical one (table_mapping.c,
	 * named_test()); test still keeps the table's entries together.
	 * "" none */
	char named_test[64];
	struct testname cond; /* final conditions, op set */
	double iops, bw, lat, acc;
	double run; /* the runtime ("86.6 s" in an elapsed-time column) */
	double io;  /* the bytes moved ("3972 MiB" under "Total read") */
	/* completion-latency percentiles table_pcts[] (ns): a fio
	 * table's "p99 (µs)" columns (table_mapping.c says when) */
	double pct[TABLE_N_PCT];
	/* the standard deviation of lat ("지연 표준편차 (µs)" beside "평균
	 * 지연 (µs)": table_mapping.c, deviation_column()); kept only
	 * with lat */
	double lat_sd;
	/* lat (and lat_sd) is fio's completion latency (1), or its
	 * submission latency (2), not the total one (0): a column or row
	 * naming clat or slat ("Overall clat (msec)"), or a caption naming
	 * clat ("p50/avg/p99 da `clat`:") over a column naming no latency
	 * of its own (table_mapping.c); kept as the result's clat (slat)
	 * mean */
	char lat_clat;
	/* the user and system CPU shares (percent) of the row it was read
	 * from ("| usr CPU | sys CPU |" over "| 0.03% | 0.73% |":
	 * table_mapping.c, row_cpu()), NAN none; cpu_row that row + 1, 0
	 * none, -1 when rows of other shares merged into it (none kept) */
	double cpu_usr, cpu_sys;
	long cpu_row;
	long from, to;
	/* the cell its IOPS, its rate was read from (1 + row x columns +
	 * column; 0 unknown, -1 another table's): one cell's two figures
	 * ("640 MB/s, 5,120 IOPS") are one result as written, two columns'
	 * are one run's only when they fit (table_emit.c, part_no_run()) */
	long iops_cell, bw_cell;
	int cmd;	  /* the one command matched; -1 none, -2 several */
	const char *tool; /* the tool the cell's column names; NULL */
	int row_tool;	  /* tool is the one the row names ("fio seq read") */
	/* the table's tool is not the row's: other rows name it, this one
	 * none ("| JMH read |" among "| FIO read |"); the run has none */
	int untooled;
	/* untooled, and the word its row starts with names the other tool
	 * ("| JMH read |"), whose own output the document shows below
	 * (table_context.output_below): that tool's result, not imported */
	int other_tool;
	/* dd is named by the row, the column or the table's surroundings
	 * (not only somewhere in the document): its time alone is dd's */
	int dd_named;
	long row; /* 1 + the row it may only merge within; 0 any row */
	/* bw was read from "KB/s" ('k'), "MB/s" ('M') or "GB/s" ('G') as
	 * powers of 1000: whether KiB, MiB (or KiB/1000) were meant is for
	 * the table's IOPS x block size to say (table_emit.c); 0 otherwise */
	char bw_dec;
	/* bw was read from "KB/s" ('k'), "MB/s" ('M') or "GB/s" ('G') in
	 * the unit its tool means by it (YABS's MB/s: 1,024,000 bytes),
	 * bw_tool_f times the power of 1000: its row's IOPS x block size
	 * checks it (table_emit.c); 0 otherwise */
	char bw_tool;
	double bw_tool_f;
	/* the figure bw was read from ("83062" of "83062 MB/s") when its
	 * row or column names a tool printing K/sec (bonnie++, iozone)
	 * and its unit is MB/s or GB/s: the tool's K/sec mislabelled, or
	 * not (table_emit.c, kib_tool_rates()); 0 otherwise */
	double bw_kfig;
	/* iops was a bare number under a header naming IOPS with no
	 * prefix ("| Read/IOPS |" over "| 12.9 |"): a figure a tool printed
	 * "12.9k" shortened may stand there (table_emit.c) */
	char iops_bare;
	/* one unit of the last digit iops, bw were printed with, as a
	 * share of the figure ("2.50": 0.01 / 2.5; "35": 1 / 35; "50.3K":
	 * 0.1 / 50.3): what they can tell apart (table_emit.c); 0 unknown */
	double iops_digit, bw_digit;
	/* the bare number its block size was written as ("| I/O block
	 * size |" over "| 1024 |"), read as bytes (or refused as too small
	 * a size): whether KiB were meant is for the results' rate / IOPS
	 * to say (table_emit.c); 0 none */
	int64_t bs_bare;
	/* its runtime went to the row's results (table_emit.c): nothing of
	 * its own to emit */
	int merged;
	/* the fields (IODB_COND_*) it took from the one command its
	 * table's rows ("sequential read", "random write") vary only by
	 * access: the table's IOPS x block size must not contradict the
	 * command's size (table_emit.c, template_by_rate()) */
	unsigned from_template;
};

/* Make *e empty: no label, conditions unknown, every figure NAN. */
void table_entry_init(struct table_entry *e);
/* Whether entry e holds a percentile (any of table_pcts[]). */
int table_entry_has_pct(const struct table_entry *e);

struct table_entry_group; /* the entries of one key, in order */

struct table_entries {
	struct table_entry *e; /* in the order they were added */
	size_t n, alloc;
	char **labels; /* in the order they were first seen (owned) */
	size_t n_labels, alloc_labels;
	struct table_entry_group *groups;
	size_t n_groups, alloc_groups;
	size_t *label_hash, *group_hash; /* index + 1; 0 empty */
	size_t label_cap, group_cap;
	size_t steps; /* hash probes and cursor moves so far: O(n) */
};

#define TABLE_ENTRIES_INIT                                                     \
	{                                                                      \
		0                                                              \
	}

/*
 * The index of label (added when new; copied), or -1 for NULL or "".
 * Returns -ENOMEM when out of memory.
 */
int table_entries_label(struct table_entries *es, const char *label);

/*
 * Add entry e: its figures go into the first earlier entry of the same
 * label, conditions, test (and job, without a test) whose slots for them
 * are free; else e is appended.  Returns 0 or -ENOMEM.
 */
int table_entries_add(struct table_entries *es, const struct table_entry *e);

/*
 * Whether the entries of es[0..n-1] stand one for one (sibling tables of
 * one grid: a bandwidth table, then an IOPS table of the same rows and
 * columns): as many in each, the j-th of every one of the same label
 * (by its text), conditions, test and job, each filling metric slots
 * no other fills.
 */
int table_entries_parallel(const struct table_entries *const *es, size_t n);

/* Merge the figures of from's j-th entry into into's j-th, for each j
 * (after table_entries_parallel()). */
void table_entries_merge_parallel(struct table_entries *into,
				  const struct table_entries *from);

/*
 * Move entry i's rate (bw) into an entry of its own, appended with the
 * same label, test and conditions: the rate and the IOPS beside it were
 * not one run's.  For after the last table_entries_add().  Returns 0 or
 * -ENOMEM.
 */
int table_entries_split_rate(struct table_entries *es, size_t i);

/*
 * The entries grouped by label: *order (caller frees) gets the entry
 * indices of label -1 first, then of label 0, 1 ... each in the order
 * added; (*start)[l + 1] .. (*start)[l + 2] is label l's range in it
 * (*start: n_labels + 2 entries, caller frees).  Returns 0 or -ENOMEM.
 */
int table_entries_by_label(const struct table_entries *es, size_t **order,
			   size_t **start);

/* Free everything es holds and make it empty. */
void table_entries_release(struct table_entries *es);

/*
 * Whether job names no test but the direction its op holds: empty, or
 * only direction words and the words that join them ("de lecture",
 * "Lire les", "Read").
 */
int job_direction_only(const char *job);

#endif
