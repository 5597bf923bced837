/*
 * Lint rules: confidence.  Runs too short or with too few I/Os to mean
 * much; two systems compared on a small difference from one run each.
 */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "report/lint.h"

#define SHORT_NS   1e9		    /* under a second */
#define FEW_IOS	   1000.0	    /* under a thousand I/Os */
#define SMALL_DIFF 0.05		    /* closer than 5% */
#define FEW_BYTES  (64.0 * 1048576) /* under 64 MiB moved */

static const char why_short[] =
    "a run this short (or with this few I/Os) is dominated by start-up, "
    "caches and chance; repeat it longer before comparing";
static const char why_single[] =
    "two systems a few percent apart from one run each: run-to-run noise "
    "of storage benchmarks is often that large; repeat (iodb run --repeat "
    "N) and compare with iodb diff";

static int rule_short(struct lint_set *s, size_t i)
{
	const struct iodb_result *r = s->items[i].res;
	double ios = NAN;

	if (!isnan(r->io_bytes) && r->cond.bs > 0)
		ios = r->io_bytes / (double)r->cond.bs;
	else if (!isnan(r->iops) && !isnan(r->runtime_ns))
		ios = r->iops * r->runtime_ns / 1e9;
	if (!isnan(r->runtime_ns) && r->runtime_ns > 0 &&
	    r->runtime_ns < SHORT_NS)
		return lint_add(s, i, "short-run", "confidence", why_short, -1,
				"ran %.3g ms%s", r->runtime_ns / 1e6,
				!isnan(ios) && ios < FEW_IOS ? ", few I/Os"
							     : "");
	/* a thousand large I/Os are plenty of bytes: few is few of both */
	if (!isnan(ios) && ios < FEW_IOS && ios >= 0 &&
	    (isnan(r->io_bytes) || r->io_bytes < FEW_BYTES))
		return lint_add(s, i, "few-ios", "confidence", why_short, -1,
				"only %.0f I/Os", ios);
	return 0;
}

/* The figure a comparison reads: bandwidth for sequential, else IOPS. */
static double figure(const struct iodb_result *r)
{
	if (r->cond.pattern == IODB_PATTERN_SEQ && !isnan(r->bw_bytes))
		return r->bw_bytes;
	return !isnan(r->iops) ? r->iops : r->bw_bytes;
}

static int same_test(const struct iodb_result *a, const struct iodb_result *b)
{
	if (a->cond.op != b->cond.op || a->cond.op == IODB_OP_UNKNOWN ||
	    a->cond.pattern != b->cond.pattern || a->cond.bs != b->cond.bs ||
	    a->cond.bs <= 0 || a->cond.iodepth != b->cond.iodepth ||
	    a->cond.numjobs != b->cond.numjobs)
		return 0;
	if (!isnan(a->cond.mix_read_pct) || !isnan(b->cond.mix_read_pct))
		return a->cond.mix_read_pct == b->cond.mix_read_pct;
	return 1;
}

/* How many results of label measure the same test as item i. */
static size_t n_of_label(const struct lint_set *s, const char *label, size_t i)
{
	size_t n = 0;

	for (size_t k = 0; k < s->n_items; k++)
		if (s->items[k].run->label &&
		    !strcmp(s->items[k].run->label, label) &&
		    same_test(s->items[k].res, s->items[i].res))
			n++;
	return n;
}

static int rule_single(struct lint_set *s, size_t i)
{
	const struct lint_item *b = &s->items[i];
	double fb = figure(b->res);

	if (!b->run->label || b->series > 0 || isnan(fb) || !(fb > 0))
		return 0;
	for (size_t k = 0; k < i; k++) {
		const struct lint_item *a = &s->items[k];
		double fa = figure(a->res), d;

		if (!a->run->label || a->series > 0 ||
		    !strcmp(a->run->label, b->run->label) ||
		    !same_test(a->res, b->res) || isnan(fa) || !(fa > 0))
			continue;
		d = fabs(fb - fa) / fmax(fa, fb);
		if (d >= SMALL_DIFF || fa == fb)
			continue;
		if (n_of_label(s, a->run->label, k) != 1 ||
		    n_of_label(s, b->run->label, i) != 1)
			continue;
		return lint_add(s, i, "single-run", "confidence", why_single,
				a->result_id,
				"'%s' and '%s' differ by %.1f%% on this test, "
				"one run each",
				a->run->label, b->run->label, d * 100);
	}
	return 0;
}

int lint_rules_confidence(struct lint_set *s)
{
	int ret = 0;

	for (size_t i = 0; i < s->n_items && !ret; i++) {
		ret = rule_short(s, i);
		if (!ret)
			ret = rule_single(s, i);
	}
	return ret;
}
