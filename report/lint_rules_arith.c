/*
 * Lint rules: the arithmetic a tool's own figures obey (IOPS x block size
 * = bandwidth, io_bytes = bandwidth x runtime, Little's law, total
 * latency >= completion latency) and unit traps (two figures exactly a
 * 1000/1024 factor apart).
 */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "report/lint.h"

/* Beyond every printed precision and rounding (fio 3.1 prints 22.96k
 * IOPS as "22.0k"): only a larger disagreement is a finding. */
#define ARITH_TOL 0.10
/* How close a ratio must be to a unit factor to name it. */
#define FACTOR_TOL 0.003

static const struct {
	double f;
	const char *name;
} factors[] = {
    {1.024, "1024/1000 (KiB vs kB)"},
    {1.048576, "2^20/10^6 (MiB vs MB)"},
};

/* The unit factor ratio is (or whose inverse it is), or NULL. */
static const char *unit_factor(double ratio)
{
	for (size_t i = 0; i < sizeof(factors) / sizeof(factors[0]); i++) {
		if (fabs(ratio / factors[i].f - 1) < FACTOR_TOL ||
		    fabs(ratio * factors[i].f - 1) < FACTOR_TOL)
			return factors[i].name;
	}
	return NULL;
}

static int is_format(const struct iodb_run *r, const char *name)
{
	return r->format && !strcmp(r->format, name);
}

static const char why_iops_bw[] =
    "bandwidth is IOPS times the block size; when they disagree one of "
    "the figures (or the block size) is not what was measured";
static const char why_factor[] =
    "the figures agree only after a 1000/1024 unit factor: one of them was "
    "printed or read in the other convention, so it is off by 2.4% or 4.9%";
static const char why_io[] =
    "the bytes moved must equal bandwidth times runtime; a mismatch means "
    "a figure was read in the wrong unit or belongs to another phase";
static const char why_little[] =
    "Little's law: I/Os in flight = IOPS x mean latency, and no more can "
    "be in flight than queue depth x threads; figures that break it cannot "
    "all describe one measurement";
static const char why_lat[] =
    "total latency (submission to completion) includes the completion "
    "latency; a larger completion latency means the latency figures are "
    "broken (fio with a custom engine, a mis-parsed unit)";
static const char why_twin[] =
    "two figures of one subject and workload exactly a unit factor apart "
    "are one printed number read under two conventions (or one measurement "
    "imported twice): the 2.4%/4.9% between them is not real";
static const char why_table_unit[] =
    "a hand-made table's \"MB/s\" for a tool whose own unit is binary "
    "(iozone's kB is 1024 bytes, hdparm's MB 2^20) was read as MiB/s; the "
    "author may have converted with 1000s: the figure may be 4.9% lower";

static int rule_iops_bw(struct lint_set *s, size_t i)
{
	const struct iodb_result *r = s->items[i].res;
	double expect, ratio;
	const char *f;

	if (isnan(r->iops) || isnan(r->bw_bytes) || r->cond.bs <= 0 ||
	    !(r->iops > 0) || !(r->bw_bytes > 0))
		return 0;
	expect = r->iops * (double)r->cond.bs;
	ratio = expect / r->bw_bytes;
	f = fabs(ratio - 1) > 0.015 ? unit_factor(ratio) : NULL;
	if (f)
		return lint_add(s, i, "iops-bw-factor", "unit trap", why_factor,
				-1,
				"IOPS %.6g x %" PRId64
				" B = %.6g B/s, bandwidth %.6g B/s: apart by "
				"exactly %s",
				r->iops, r->cond.bs, expect, r->bw_bytes, f);
	if (fabs(ratio - 1) <= ARITH_TOL)
		return 0;
	return lint_add(s, i, "iops-bw", "arithmetic", why_iops_bw, -1,
			"IOPS %.6g x %" PRId64
			" B = %.4g MB/s, but bandwidth is %.4g MB/s (%+.0f%%)",
			r->iops, r->cond.bs, expect / 1e6, r->bw_bytes / 1e6,
			(r->bw_bytes / expect - 1) * 100);
}

static int rule_io_bytes(struct lint_set *s, size_t i)
{
	const struct iodb_result *r = s->items[i].res;
	double expect, ratio;
	const char *f;

	if (isnan(r->io_bytes) || isnan(r->bw_bytes) || isnan(r->runtime_ns) ||
	    !(r->runtime_ns > 0) || !(r->bw_bytes > 0) || !(r->io_bytes > 0))
		return 0;
	expect = r->bw_bytes * r->runtime_ns / 1e9;
	ratio = r->io_bytes / expect;
	/* fio's runtime is in whole ms: a short run's bytes/runtime may be
	   off by a ms's worth */
	if (r->runtime_ns < 100e6)
		return 0;
	f = fabs(ratio - 1) > 0.015 ? unit_factor(ratio) : NULL;
	if (f)
		return lint_add(s, i, "io-bytes-factor", "unit trap",
				why_factor, -1,
				"%.6g bytes moved, bandwidth x runtime = %.6g: "
				"apart by exactly %s",
				r->io_bytes, expect, f);
	if (fabs(ratio - 1) <= ARITH_TOL)
		return 0;
	return lint_add(s, i, "io-bytes", "arithmetic", why_io, -1,
			"%.4g MB moved in %.3g s is %.4g MB/s, but bandwidth "
			"is %.4g MB/s",
			r->io_bytes / 1e6, r->runtime_ns / 1e9,
			r->io_bytes / (r->runtime_ns / 1e9) / 1e6,
			r->bw_bytes / 1e6);
}

static int rule_little(struct lint_set *s, size_t i)
{
	const struct iodb_run *run = s->items[i].run;
	const struct iodb_result *r = s->items[i].res;
	double lat = !isnan(r->lat.mean) ? r->lat.mean : r->clat.mean;
	double inflight, cap;

	if (isnan(r->iops) || isnan(lat) || !(lat > 0) || !(r->iops > 0) ||
	    r->cond.iodepth <= 0 || r->cond.numjobs <= 0)
		return 0;
	/* a tool's own latency of a mixed job covers both directions */
	if (!isnan(r->cond.mix_read_pct) && r->cond.mix_read_pct > 0 &&
	    r->cond.mix_read_pct < 100 && !is_format(run, "cdm"))
		return 0;
	inflight = r->iops * lat / 1e9;
	cap = (double)r->cond.iodepth * (double)r->cond.numjobs;
	/* more in flight than the queue allows is impossible for any tool;
	   fewer is no error (a sync engine ignores iodepth, 16 threads on a
	   4-core laptop cannot keep 32 I/Os each in flight) */
	if (inflight > cap * 1.25)
		return lint_add(
		    s, i, "littles-law", "arithmetic", why_little, -1,
		    "IOPS %.6g x mean latency %.4g us = %.3g I/Os "
		    "in flight, but QD%" PRId64 " x T%" PRId64 " is %.0f",
		    r->iops, lat / 1e3, inflight, r->cond.iodepth,
		    r->cond.numjobs, cap);
	return 0;
}

static int rule_lat_clat(struct lint_set *s, size_t i)
{
	const struct iodb_result *r = s->items[i].res;

	if (isnan(r->lat.mean) || isnan(r->clat.mean) || !(r->lat.mean > 0))
		return 0;
	if (r->clat.mean <= r->lat.mean * 1.02)
		return 0;
	return lint_add(s, i, "lat-below-clat", "arithmetic", why_lat, -1,
			"mean completion latency %.4g us is above mean total "
			"latency %.4g us",
			r->clat.mean / 1e3, r->lat.mean / 1e3);
}

/* ---- the same figure under two conventions ------------------------------ */

struct bw_ix {
	double bw;
	size_t item;
};

static int cmp_bw(const void *a, const void *b)
{
	const struct bw_ix *x = a, *y = b;

	return x->bw < y->bw ? -1 : x->bw > y->bw;
}

/* The same thing measured: what both name (label, device) agrees, and
 * they share a label, a device or their source file. */
static int same_subject(const struct lint_item *a, const struct lint_item *b)
{
	const struct iodb_run *x = a->run, *y = b->run;
	int label = x->label && y->label, dev = x->device && y->device;

	if ((label && strcmp(x->label, y->label)) ||
	    (dev && strcmp(x->device, y->device)))
		return 0;
	if (label || dev)
		return 1;
	return a->source && b->source && !strcmp(a->source, b->source);
}

static int same_workload(const struct iodb_result *a,
			 const struct iodb_result *b)
{
	if (a->cond.op == IODB_OP_UNKNOWN || a->cond.op != b->cond.op)
		return 0;
	if (a->cond.pattern == IODB_PATTERN_UNKNOWN ||
	    a->cond.pattern != b->cond.pattern)
		return 0;
	if (a->cond.bs <= 0 || a->cond.bs != b->cond.bs)
		return 0;
	if (a->cond.iodepth > 0 && b->cond.iodepth > 0 &&
	    a->cond.iodepth != b->cond.iodepth)
		return 0;
	return 1;
}

static int rule_twins(struct lint_set *s)
{
	struct bw_ix *v;
	size_t n = 0;
	int ret = 0;

	v = malloc((s->n_items + 1) * sizeof(*v));
	if (!v)
		return -ENOMEM;
	for (size_t i = 0; i < s->n_items; i++) {
		double bw = s->items[i].res->bw_bytes;

		/* below 1 MB/s a 2.4% step is within printed precision */
		if (!isnan(bw) && bw >= 1e6)
			v[n++] = (struct bw_ix){bw, i};
	}
	qsort(v, n, sizeof(*v), cmp_bw);
	for (size_t k = 0; k < n && !ret; k++) {
		const struct lint_item *a = &s->items[v[k].item];

		for (size_t f = 0; f < sizeof(factors) / sizeof(factors[0]);
		     f++) {
			double want = v[k].bw * factors[f].f;
			size_t lo = 0, hi = n;

			while (lo < hi) { /* first >= want * (1 - tol) */
				size_t mid = (lo + hi) / 2;

				if (v[mid].bw < want * (1 - 0.001))
					lo = mid + 1;
				else
					hi = mid;
			}
			for (; lo < n && v[lo].bw <= want * (1 + 0.001); lo++) {
				const struct lint_item *b =
				    &s->items[v[lo].item];

				if (b->run_id == a->run_id ||
				    !same_subject(a, b) ||
				    !same_workload(a->res, b->res))
					continue;
				ret = lint_add(
				    s, v[lo].item, "twin-convention",
				    "unit trap", why_twin, a->result_id,
				    "bandwidth %.6g B/s is result %" PRId64
				    "'s %.6g B/s times %s, under the same "
				    "conditions",
				    b->res->bw_bytes, a->result_id,
				    a->res->bw_bytes, factors[f].name);
				if (ret)
					break;
			}
		}
	}
	free(v);
	return ret;
}

/* A hand table's rate for iozone or hdparm, read in the tool's binary
 * convention from a round printed number. */
static int rule_table_unit(struct lint_set *s, size_t i)
{
	const struct iodb_run *run = s->items[i].run;
	const struct iodb_result *r = s->items[i].res;
	double mib, tenths;

	if (!is_format(run, "table") || !run->tool || isnan(r->bw_bytes) ||
	    !(r->bw_bytes > 0))
		return 0;
	if (strcasecmp(run->tool, "iozone") && strcasecmp(run->tool, "hdparm"))
		return 0;
	mib = r->bw_bytes / 1048576.0;
	tenths = mib * 10;
	/* printed as a round number of MB/s: binary was assumed */
	if (fabs(tenths - round(tenths)) > 1e-6 * tenths)
		return 0;
	return lint_add(s, i, "table-unit", "unit trap", why_table_unit, -1,
			"%.6g \"MB/s\" stored as %.6g B/s (MiB); read as 10^6 "
			"bytes it is %.6g B/s",
			mib, r->bw_bytes, mib * 1e6);
}

int lint_rules_arith(struct lint_set *s)
{
	int ret = 0;

	for (size_t i = 0; i < s->n_items && !ret; i++) {
		ret = rule_iops_bw(s, i);
		if (!ret)
			ret = rule_io_bytes(s, i);
		if (!ret)
			ret = rule_little(s, i);
		if (!ret)
			ret = rule_lat_clat(s, i);
		if (!ret)
			ret = rule_table_unit(s, i);
	}
	if (!ret)
		ret = rule_twins(s);
	return ret;
}
