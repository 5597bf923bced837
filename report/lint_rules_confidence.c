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

/* Order by test, then label: the results one comparison reads are
 * neighbours. */
static const struct lint_set *sort_set;

static int cmp_test(const struct iodb_result *a, const struct iodb_result *b)
{
	const struct iodb_cond *x = &a->cond, *y = &b->cond;

	if (x->op != y->op)
		return x->op < y->op ? -1 : 1;
	if (x->pattern != y->pattern)
		return x->pattern < y->pattern ? -1 : 1;
	if (x->bs != y->bs)
		return x->bs < y->bs ? -1 : 1;
	if (x->iodepth != y->iodepth)
		return x->iodepth < y->iodepth ? -1 : 1;
	if (x->numjobs != y->numjobs)
		return x->numjobs < y->numjobs ? -1 : 1;
	return 0;
}

static int cmp_item(const void *pa, const void *pb)
{
	size_t ia = *(const size_t *)pa, ib = *(const size_t *)pb;
	const struct lint_item *a = &sort_set->items[ia];
	const struct lint_item *b = &sort_set->items[ib];
	int c = cmp_test(a->res, b->res);

	if (c)
		return c;
	c = strcmp(a->run->label, b->run->label);
	if (c)
		return c;
	return ia < ib ? -1 : 1;
}

/* Whether ix[k] is its label's only result in the group [g, e). */
static int alone(const struct lint_set *s, const size_t *ix, size_t g, size_t e,
		 size_t k)
{
	const char *l = s->items[ix[k]].run->label;

	return (k == g || strcmp(s->items[ix[k - 1]].run->label, l)) &&
	       (k + 1 == e || strcmp(s->items[ix[k + 1]].run->label, l));
}

/* Two labels within SMALL_DIFF on a test, one run each, no series. */
static int rule_single(struct lint_set *s)
{
	size_t *ix = malloc((s->n_items + 1) * sizeof(*ix)), n = 0;
	int ret = 0;

	if (!ix)
		return -ENOMEM;
	for (size_t i = 0; i < s->n_items; i++) {
		const struct lint_item *it = &s->items[i];
		double f = figure(it->res);

		if (it->run->label && it->res->cond.op != IODB_OP_UNKNOWN &&
		    it->res->cond.bs > 0 && !isnan(f) && f > 0)
			ix[n++] = i;
	}
	sort_set = s;
	qsort(ix, n, sizeof(*ix), cmp_item);
	for (size_t g = 0, e; g < n && !ret; g = e) {
		for (e = g + 1; e < n && same_test(s->items[ix[g]].res,
						   s->items[ix[e]].res);
		     e++)
			;
		for (size_t k = g; k < e && !ret; k++) {
			const struct lint_item *b = &s->items[ix[k]];

			if (!alone(s, ix, g, e, k) || b->series > 0)
				continue;
			for (size_t j = g; j < k; j++) {
				const struct lint_item *a = &s->items[ix[j]];
				double fa = figure(a->res), fb = figure(b->res);
				double d = fabs(fb - fa) / fmax(fa, fb);

				if (!alone(s, ix, g, e, j) || a->series > 0 ||
				    d >= SMALL_DIFF || fa == fb)
					continue;
				ret = lint_add(
				    s, ix[k], "single-run", "confidence",
				    why_single, a->result_id,
				    "'%s' and '%s' differ by %.1f%% on this "
				    "test, one run each",
				    a->run->label, b->run->label, d * 100);
				break;
			}
		}
	}
	free(ix);
	return ret;
}

int lint_rules_confidence(struct lint_set *s)
{
	int ret = 0;

	for (size_t i = 0; i < s->n_items && !ret; i++)
		ret = rule_short(s, i);
	return ret ? ret : rule_single(s);
}
