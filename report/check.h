/*
 * `iodb check`: the datasheet-vs-measured table as text, one row per
 * pairing (report/match.h), and the verdict counts under it.
 */
#ifndef IODB_REPORT_CHECK_H
#define IODB_REPORT_CHECK_H

#include <stdio.h>

#include "report/match.h"

/*
 * A spec value or a measured value in the spec's terms: MB/s (10^6, as
 * vendors state them) for bw_bytes, IOPS, µs for latency.  Writes into buf
 * (size n) and returns buf.
 */
const char *report_spec_value(const char *metric, double v, char *buf,
			      size_t n);

/* "seq read bandwidth"-style short name of a spec metric: "MB/s", "IOPS". */
const char *report_metric_unit(const char *metric);

/*
 * Print m's pairings as an aligned table on out, then one summary line
 * ("3 pass, 1 below 90% of spec, 2 not judged").  When m has no pairing,
 * print why instead.  Returns 0 or -EIO on a write error.
 */
int report_check_write(FILE *out, const struct report_data *d,
		       const struct report_match *m);

/*
 * One line for a figure no spec could be compared with (m->misses[i]):
 * "SYSTEM, TEST: 3,280 MB/s at 4 KiB; MODEL states seq read 3,300 MB/s at
 * 64 KiB".  Writes buf (size n), returns buf.
 */
const char *report_miss_text(const struct report_data *d,
			     const struct report_match *m, size_t i, char *buf,
			     size_t n);

/*
 * Display width of a UTF-8 string in terminal columns (East Asian wide
 * characters count 2).
 */
size_t report_text_width(const char *s);

#endif
