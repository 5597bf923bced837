#include "report/match.h"

/* A pairing set aside while pairing (never left in m->pairs). */
#define REPORT_VERDICT_DROP ((enum report_verdict)99)

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "util/alloc.h"

static char *dup(const char *s)
{
	return s ? strdup(s) : NULL;
}

static int same_str(const char *a, const char *b)
{
	if (!a || !b)
		return a == b;
	return !strcasecmp(a, b);
}

static int same_spec(const struct iodb_spec *a, const struct iodb_spec *b)
{
	return same_str(a->model, b->model) && same_str(a->metric, b->metric) &&
	       a->cond.op == b->cond.op && a->cond.pattern == b->cond.pattern &&
	       a->cond.bs == b->cond.bs && a->cond.iodepth == b->cond.iodepth &&
	       a->cond.numjobs == b->cond.numjobs &&
	       fabs(a->value - b->value) <= 1e-9 * fabs(b->value);
}

int report_match_add_spec(struct report_match *m, const struct iodb_spec *sp)
{
	struct report_spec *s;

	for (size_t i = 0; i < m->n_specs; i++)
		if (same_spec(&m->specs[i].sp, sp))
			return 0;
	if (ALLOC_GROW(m->specs, m->n_specs + 1, m->cap_specs))
		return -ENOMEM;
	s = &m->specs[m->n_specs];
	memset(s, 0, sizeof(*s));
	s->sp = *sp;
	s->vendor = dup(sp->vendor);
	s->model = dup(sp->model);
	s->interface = dup(sp->interface);
	s->metric = dup(sp->metric);
	s->value_text = dup(sp->value_text);
	s->source = dup(sp->source);
	s->sp.vendor = s->vendor;
	s->sp.model = s->model;
	s->sp.interface = s->interface;
	s->sp.metric = s->metric;
	s->sp.value_text = s->value_text;
	s->sp.source = s->source;
	m->n_specs++;
	if ((sp->vendor && !s->vendor) || !s->model || !s->metric)
		return -ENOMEM;
	return 0;
}

static int take_spec(void *arg, const struct iodb_spec *sp)
{
	return report_match_add_spec(arg, sp);
}

int report_match_load_specs(struct store *st, const char *model,
			    struct report_match *m)
{
	return store_specs_foreach(st, model, take_spec, m);
}

/* Whether model appears in hay as a whole word, ignoring case. */
static int names_model(const char *hay, const char *model)
{
	size_t n = strlen(model);

	if (!hay || !n)
		return 0;
	for (const char *p = hay; *p; p++) {
		if (strncasecmp(p, model, n))
			continue;
		if (p > hay && isalnum((unsigned char)p[-1]))
			continue;
		if (isalnum((unsigned char)p[n]))
			continue;
		return 1;
	}
	return 0;
}

static int fig_is_model(const struct report_data *d, const struct report_fig *f,
			const char *model)
{
	const struct report_runinfo *ri = &d->runs[f->run];

	if (ri->device_model)
		return names_model(ri->device_model, model);
	return names_model(ri->device, model) || names_model(ri->label, model);
}

static double measured_of(const struct report_fig *f, const char *metric,
			  int *lower_better)
{
	*lower_better = 0;
	if (!strcmp(metric, "bw_bytes"))
		return f->bw_bytes;
	if (!strcmp(metric, "iops"))
		return f->iops;
	if (!strcmp(metric, "lat_mean_ns")) {
		*lower_better = 1;
		return f->lat_mean_ns;
	}
	return NAN;
}

static void qd_text(char *buf, size_t n, int64_t qd, int64_t thr)
{
	if (thr > 1)
		snprintf(buf, n, "QD%" PRId64 " x %" PRId64 " threads", qd,
			 thr);
	else
		snprintf(buf, n, "QD%" PRId64, qd);
}

/* Append to note (size n, *len used) without ever running past it. */
static void note_add(char *note, size_t n, size_t *len, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void note_add(char *note, size_t n, size_t *len, const char *fmt, ...)
{
	va_list ap;
	int k;

	if (*len + 1 >= n)
		return;
	va_start(ap, fmt);
	k = vsnprintf(note + *len, n - *len, fmt, ap);
	va_end(ap);
	if (k > 0)
		*len = *len + (size_t)k < n ? *len + (size_t)k : n - 1;
}

/*
 * Whether f and sp state the same workload; 0 when they cannot be paired,
 * else 1 with *judge set and a note on what differs.
 */
static int conditions(const struct report_fig *f, const struct iodb_spec *sp,
		      int *judge, int *no_qd, char *note, size_t n)
{
	int64_t mq, mt, sq, st;
	char a[64], b[64], bs[32];
	size_t len = 0;

	note[0] = '\0';
	*judge = 1;
	*no_qd = 0;
	if (sp->cond.op == IODB_OP_UNKNOWN || f->cond.op != sp->cond.op)
		return 0;
	if (sp->cond.pattern != IODB_PATTERN_UNKNOWN &&
	    f->cond.pattern != sp->cond.pattern)
		return 0;
	if (sp->cond.bs > 0 && f->cond.bs > 0 && f->cond.bs != sp->cond.bs)
		return 0;
	if (sp->cond.pattern == IODB_PATTERN_UNKNOWN)
		note_add(note, n, &len, "spec states no pattern; ");
	if (sp->cond.bs <= 0) {
		note_add(note, n, &len, "spec states no block size; ");
	} else if (f->cond.bs <= 0) {
		*judge = 0;
		note_add(note, n, &len,
			 "measured block size unknown, spec at %s; ",
			 report_fmt_bs(sp->cond.bs, bs, sizeof(bs)));
	}
	mq = f->cond.iodepth > 0 ? f->cond.iodepth : 1;
	mt = f->cond.numjobs > 0 ? f->cond.numjobs : 1;
	if (sp->cond.iodepth <= 0 && sp->cond.numjobs <= 0) {
		qd_text(a, sizeof(a), mq, mt);
		*no_qd = 1;
		note_add(note, n, &len, "spec states no QD (measured at %s); ",
			 a);
	} else {
		sq = sp->cond.iodepth > 0 ? sp->cond.iodepth : 1;
		st = sp->cond.numjobs > 0 ? sp->cond.numjobs : 1;
		qd_text(a, sizeof(a), mq, mt);
		qd_text(b, sizeof(b), sq, st);
		if (mq == sq && mt == st) {
			/* the same conditions: nothing to say */
		} else if (mq * mt == sq * st) {
			note_add(note, n, &len,
				 "measured at %s, spec at %s: the same %" PRId64
				 " I/Os in flight; ",
				 a, b, mq * mt);
		} else {
			*judge = 0;
			note_add(note, n, &len, "measured at %s, spec at %s; ",
				 a, b);
		}
	}
	/* drop the last "; " */
	if (len >= 2 && note[len - 2] == ';')
		note[len - 2] = '\0';
	return 1;
}

/* I/Os in flight of a figure: QD x threads, unknown counting 1. */
static int64_t inflight(const struct report_fig *f)
{
	return (f->cond.iodepth > 0 ? f->cond.iodepth : 1) *
	       (f->cond.numjobs > 0 ? f->cond.numjobs : 1);
}

static int add_pair(struct report_match *m, const struct report_pair *p)
{
	if (ALLOC_GROW(m->pairs, m->n_pairs + 1, m->cap_pairs))
		return -ENOMEM;
	m->pairs[m->n_pairs++] = *p;
	return 0;
}

/* Whether b states everything a states, the same, and more. */
static int refines(const struct iodb_spec *a, const struct iodb_spec *b)
{
	if (!same_str(a->model, b->model) || !same_str(a->metric, b->metric) ||
	    a->cond.op != b->cond.op ||
	    fabs(a->value - b->value) > 1e-9 * b->value)
		return 0;
	if ((a->cond.pattern && a->cond.pattern != b->cond.pattern) ||
	    (a->cond.bs > 0 && a->cond.bs != b->cond.bs) ||
	    (a->cond.iodepth > 0 && a->cond.iodepth != b->cond.iodepth) ||
	    (a->cond.numjobs > 0 && a->cond.numjobs != b->cond.numjobs))
		return 0;
	return (!a->cond.pattern && b->cond.pattern) ||
	       (a->cond.bs <= 0 && b->cond.bs > 0) ||
	       (a->cond.iodepth <= 0 && b->cond.iodepth > 0) ||
	       (a->cond.numjobs <= 0 && b->cond.numjobs > 0);
}

static int add_miss(struct report_match *m, size_t fi, size_t si)
{
	if (ALLOC_GROW(m->misses, m->n_misses + 1, m->cap_misses))
		return -ENOMEM;
	m->misses[m->n_misses].fig = fi;
	m->misses[m->n_misses].spec = si;
	m->n_misses++;
	return 0;
}

static int pair_fig(struct report_match *m, const struct report_data *d,
		    size_t fi, const char *model)
{
	const struct report_fig *f = &d->figs[fi];
	size_t start = m->n_pairs, keep = 0, miss = SIZE_MAX;
	int any_judged = 0, ret;

	for (size_t si = 0; si < m->n_specs; si++) {
		const struct iodb_spec *sp = &m->specs[si].sp;
		struct report_pair p = {.fig = fi, .spec = si};
		int lower, judge, no_qd;

		if (model ? !same_str(sp->model, model)
			  : !fig_is_model(d, f, sp->model))
			continue;
		p.measured = measured_of(f, sp->metric, &lower);
		if (isnan(p.measured) || !(sp->value > 0) || !(p.measured > 0))
			continue;
		if (!conditions(f, sp, &judge, &no_qd, p.note,
				sizeof(p.note))) {
			if (miss == SIZE_MAX && sp->cond.op == f->cond.op &&
			    (!sp->cond.pattern ||
			     sp->cond.pattern == f->cond.pattern))
				miss = si;
			continue;
		}
		p.spec_value = sp->value;
		p.pct = lower ? 100.0 * sp->value / p.measured
			      : 100.0 * p.measured / sp->value;
		if (!judge) {
			p.verdict = REPORT_NOT_JUDGED;
		} else if (p.pct + 1e-9 >= m->min_pct) {
			p.verdict = REPORT_PASS;
		} else if (no_qd && inflight(f) < REPORT_DATASHEET_QD) {
			/*
			 * A spec that states no QD was stated at the
			 * vendor's QD, typically deep (QD32 and more):
			 * reaching it at whatever QD proves it; falling
			 * short at a shallower QD proves nothing.
			 */
			size_t len = strlen(p.note);

			judge = 0;
			p.verdict = REPORT_NOT_JUDGED;
			note_add(p.note, sizeof(p.note), &len,
				 "; conditions unknown: short of a spec "
				 "stated at an unknown QD is no verdict");
		} else {
			p.verdict = REPORT_BELOW;
		}
		any_judged |= judge;
		ret = add_pair(m, &p);
		if (ret)
			return ret;
	}
	/*
	 * A spec another paired spec refines states the same figure with
	 * less said ("500 MB/s" and "500 MB/s at QD32, 64k"): the refined
	 * one speaks for both.  And when some spec states this figure's own
	 * conditions, the specs at other conditions (the same drive's QD1
	 * and QD32 figures) add nothing: keep only the judged pairings.
	 */
	any_judged = 0;
	for (size_t i = start; i < m->n_pairs; i++) {
		const struct iodb_spec *a = &m->specs[m->pairs[i].spec].sp;
		int refined = 0;

		for (size_t j = start; j < m->n_pairs && !refined; j++)
			refined = j != i &&
				  refines(a, &m->specs[m->pairs[j].spec].sp);
		if (refined)
			m->pairs[i].verdict = REPORT_VERDICT_DROP;
		else if (m->pairs[i].verdict != REPORT_NOT_JUDGED)
			any_judged = 1;
	}
	for (size_t i = start; i < m->n_pairs; i++)
		if (m->pairs[i].verdict != REPORT_VERDICT_DROP &&
		    (!any_judged || m->pairs[i].verdict != REPORT_NOT_JUDGED))
			m->pairs[start + keep++] = m->pairs[i];
	m->n_pairs = start + keep;
	if (!keep && miss != SIZE_MAX)
		return add_miss(m, fi, miss);
	return 0;
}

int report_match_pair(struct report_match *m, const struct report_data *d,
		      const char *model)
{
	int ret = 0;

	m->n_pass = m->n_below = m->n_not_judged = 0;
	m->n_pairs = m->n_misses = 0;
	for (size_t fi = 0; fi < d->n_figs && !ret; fi++)
		ret = pair_fig(m, d, fi, model);
	if (ret)
		return ret;
	for (size_t i = 0; i < m->n_pairs; i++) {
		switch (m->pairs[i].verdict) {
		case REPORT_PASS: m->n_pass++; break;
		case REPORT_BELOW: m->n_below++; break;
		default: m->n_not_judged++; break;
		}
	}
	return 0;
}

const char *report_verdict_name(enum report_verdict v)
{
	switch (v) {
	case REPORT_PASS: return "pass";
	case REPORT_BELOW: return "below";
	default: return "not judged";
	}
}

int report_match_status(const struct report_match *m)
{
	if (m->n_below)
		return 1;
	if (m->n_pass)
		return 0;
	return 2;
}

const char *report_spec_conditions(const struct iodb_spec *sp, char *buf,
				   size_t n)
{
	const char *pat = iodb_pattern_name(sp->cond.pattern);
	const char *op = iodb_op_name(sp->cond.op);
	char bs[32] = "", q[64] = "";

	if (sp->cond.bs > 0)
		report_fmt_bs(sp->cond.bs, bs, sizeof(bs));
	if (sp->cond.iodepth > 0 || sp->cond.numjobs > 0)
		qd_text(q, sizeof(q),
			sp->cond.iodepth > 0 ? sp->cond.iodepth : 1,
			sp->cond.numjobs > 0 ? sp->cond.numjobs : 1);
	/* a size (a cache's) holds for every direction */
	if (!op && !pat && !*bs && !*q && sp->metric &&
	    !strcmp(sp->metric, "cache_bytes")) {
		snprintf(buf, n, "-");
		return buf;
	}
	snprintf(buf, n, "%s%s%s%s%s%s%s", pat ? pat : "", pat ? " " : "",
		 op ? op : "?", *bs ? " " : "", bs, *q ? " " : "", q);
	return buf;
}

void report_match_release(struct report_match *m)
{
	double min_pct = m->min_pct;

	for (size_t i = 0; i < m->n_specs; i++) {
		struct report_spec *s = &m->specs[i];

		free(s->vendor);
		free(s->model);
		free(s->interface);
		free(s->metric);
		free(s->value_text);
		free(s->source);
	}
	free(m->specs);
	free(m->pairs);
	free(m->misses);
	memset(m, 0, sizeof(*m));
	m->min_pct = min_pct;
}
