/*
 * The spread across hosts (`iodb report --compare host`): for each test
 * and metric, the figures of every host, their minimum, median and
 * maximum, the spread (max - min over the median) and the slowest host
 * named.  fio's "All clients" sums of a fleet run are no host: they are
 * left out of the spread.
 */
#ifndef IODB_REPORT_COMPARE_HOST_H
#define IODB_REPORT_COMPARE_HOST_H

#include <stddef.h>
#include <stdio.h>

#include "report/select.h"

/* One test's spread of one metric across hosts. */
struct report_spread {
	size_t n; /* hosts with a figure */
	double min, median, max;
	size_t slowest; /* system index: lowest IOPS or throughput,
			   highest latency */
};

/*
 * The spread of metric (0 IOPS, 1 throughput, 2 mean latency) in test t
 * of d across its systems (hosts when d->by is REPORT_BY_HOST), fio's
 * "All clients" sums left out.  Returns 0 with *sp filled, or -ENOENT
 * when fewer than two hosts have the figure.
 */
int report_spread_of(const struct report_data *d, size_t t, int metric,
		     struct report_spread *sp);

/*
 * Write the "Spread across hosts" section of an HTML (or Markdown) report
 * of d: nothing unless d->by is REPORT_BY_HOST and some test ran on two
 * hosts or more.  Returns 0 (write errors show in ferror(out)).
 */
int report_compare_host_html(FILE *out, const struct report_data *d);
int report_compare_host_md(FILE *out, const struct report_data *d);

#endif
