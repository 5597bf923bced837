/*
 * The report as Markdown: the comparison tables and the datasheet table,
 * ready to paste into a post or an issue (GitHub-flavoured tables).
 */
#ifndef IODB_REPORT_MARKDOWN_H
#define IODB_REPORT_MARKDOWN_H

#include <stdio.h>

#include "report/match.h"

/*
 * Write in's report to out.  Every imported string is escaped so it shows
 * as text (|, *, _, `, [, ], <, >, \).  Returns 0 or -EIO.
 */
int report_markdown_write(FILE *out, const struct report_input *in);

/*
 * Which of the comparison metrics the report shows for test t of d: a
 * metric appears when some system has it.  metric: 0 IOPS, 1 bandwidth,
 * 2 mean latency.  The value of a cell, NAN when unknown.
 */
int report_test_has(const struct report_data *d, size_t t, int metric);
double report_cell_value(const struct report_cell *c, int metric);

/* Text that came from an imported file, as Markdown shows it literally
 * (table pipes, emphasis, links and HTML escaped). */
void report_md_text(FILE *out, const char *s);

/*
 * What a cell of several results says of its figure, into buf (n bytes):
 * "mean of N", or for the runs of one series "median of N, LO–HI" (its
 * range in the test's unit); "" for a single result.  Returns buf.
 */
const char *report_cell_note(const struct report_data *d, size_t t, int metric,
			     const struct report_cell *c, char *buf, size_t n);

/*
 * The system with the best value of metric in test t (highest IOPS and
 * bandwidth, lowest latency), or SIZE_MAX.  Ties: the first.
 */
size_t report_best_sys(const struct report_data *d, size_t t, int metric);

/* The same among the systems of group g only (SIZE_MAX: every system).
 * No best when the test's cells ran at different QDs or threads. */
size_t report_best_in_group(const struct report_data *d, size_t t, int metric,
			    size_t g);

/* Whether some system of group g has metric in test t. */
int report_group_has(const struct report_data *d, size_t g, size_t t,
		     int metric);

/*
 * The report's opening sentences, the same in every format: what was
 * compared, how systems were grouped, the units, and (more than
 * REPORT_MAX_SYSTEMS systems) how the report is split.  Plain text in buf.
 */
const char *report_summary_text(const struct report_input *in, char *buf,
				size_t n);

/*
 * A cell value as tables show it, in the test's unit (IOPS; MiB/s for
 * fio's figures, else MB/s; µs).  Writes buf (size n), returns buf.
 */
const char *report_fmt_metric(const struct report_data *d, size_t t, int metric,
			      double v, char *buf, size_t n);

/* The unit of metric in test t: "IOPS", "MB/s" ("MiB/s" with --units
 * iec), "µs". */
const char *report_metric_unit_of(const struct report_data *d, size_t t,
				  int metric);

#endif
