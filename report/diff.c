/*
 * iodb diff: two sides of results, matched test by test, with the change
 * of the medians and Welch's t-test where both sides repeat.
 */
#include "report/diff.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "report/select.h"
#include "util/alloc.h"
#include "util/diag.h"
#include "util/stats.h"

/* ---- the t distribution ------------------------------------------------- */

/* The continued fraction of I_x(a, b), by the modified Lentz method. */
static double betacf(double a, double b, double x)
{
	const double tiny = 1e-300, eps = 1e-15;
	double c = 1, d = 1 - (a + b) * x / (a + 1), h;

	if (fabs(d) < tiny)
		d = tiny;
	d = 1 / d;
	h = d;
	for (int m = 1; m <= 500; m++) {
		double m2 = 2.0 * m, aa, del;

		aa = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
		d = 1 + aa * d;
		if (fabs(d) < tiny)
			d = tiny;
		c = 1 + aa / c;
		if (fabs(c) < tiny)
			c = tiny;
		d = 1 / d;
		h *= d * c;
		aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
		d = 1 + aa * d;
		if (fabs(d) < tiny)
			d = tiny;
		c = 1 + aa / c;
		if (fabs(c) < tiny)
			c = tiny;
		d = 1 / d;
		del = d * c;
		h *= del;
		if (fabs(del - 1) < eps)
			break;
	}
	return h;
}

double diff_betai(double a, double b, double x)
{
	double front;

	if (!(a > 0) || !(b > 0) || !(x >= 0) || !(x <= 1))
		return NAN;
	if (x == 0 || x == 1)
		return x;
	front = exp(lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) +
		    b * log1p(-x));
	/* the fraction converges fast for x < (a+1)/(a+b+2); else use the
	   symmetry I_x(a,b) = 1 - I_{1-x}(b,a) */
	if (x < (a + 1) / (a + b + 2))
		return front * betacf(a, b, x) / a;
	return 1 - front * betacf(b, a, 1 - x) / b;
}

double diff_t_cdf(double t, double df)
{
	double tail;

	if (isnan(t) || !(df > 0))
		return NAN;
	if (isinf(t))
		return t > 0 ? 1 : 0;
	tail = 0.5 * diff_betai(df / 2, 0.5, df / (df + t * t));
	return t > 0 ? 1 - tail : tail;
}

static void mean_var(const double *v, size_t n, double *mean, double *var)
{
	double s = 0, ss = 0;

	for (size_t i = 0; i < n; i++)
		s += v[i];
	*mean = s / (double)n;
	for (size_t i = 0; i < n; i++)
		ss += (v[i] - *mean) * (v[i] - *mean);
	*var = n > 1 ? ss / (double)(n - 1) : 0;
}

int diff_welch(const double *a, size_t na, const double *b, size_t nb,
	       double *t, double *df, double *p)
{
	double ma, va, mb, vb, sa, sb, se2;

	if (na < 2 || nb < 2)
		return -EINVAL;
	mean_var(a, na, &ma, &va);
	mean_var(b, nb, &mb, &vb);
	sa = va / (double)na;
	sb = vb / (double)nb;
	se2 = sa + sb;
	if (se2 == 0) { /* no spread at all: equal or certainly different */
		*t = ma == mb ? 0 : (mb > ma ? INFINITY : -INFINITY);
		*df = (double)(na + nb - 2);
		*p = ma == mb ? 1 : 0;
		return 0;
	}
	*t = (mb - ma) / sqrt(se2);
	*df = se2 * se2 /
	      (sa * sa / (double)(na - 1) + sb * sb / (double)(nb - 1));
	*p = 2 * diff_t_cdf(-fabs(*t), *df);
	return 0;
}

/* ---- collecting the sides ----------------------------------------------- */

struct sample {
	char key[160];	/* the test: name and direction */
	char loose[96]; /* op, pattern, bs, mix: the workload without QD */
	char name[128];
	const char *metric;
	double v;
};

struct side {
	struct sample *s;
	size_t n, cap;
};

static void result_keys(const struct iodb_result *r, struct sample *out)
{
	const char *op = iodb_op_name(r->cond.op);
	const char *pat = iodb_pattern_name(r->cond.pattern);
	char cond[96];

	snprintf(cond, sizeof(cond), "%s %s %" PRId64 " mix%g", op ? op : "?",
		 pat ? pat : "?", r->cond.bs, r->cond.mix_read_pct);
	snprintf(out->loose, sizeof(out->loose), "%s", cond);
	if (r->test)
		snprintf(out->name, sizeof(out->name), "%s %s", r->test,
			 op ? op : "");
	else
		snprintf(out->name, sizeof(out->name),
			 "%s%s bs=%" PRId64 " QD%" PRId64 "T%" PRId64 " %s",
			 r->job ? r->job : "", r->job ? ":" : "", r->cond.bs,
			 r->cond.iodepth, r->cond.numjobs, op ? op : "");
	snprintf(out->key, sizeof(out->key), "%s|%s QD%" PRId64 "T%" PRId64,
		 out->name, cond, r->cond.iodepth, r->cond.numjobs);
}

static int add_row(void *arg, const struct store_row *row)
{
	struct side *sd = arg;
	const struct iodb_result *r = row->res;
	struct sample *s;
	int seq = r->cond.pattern == IODB_PATTERN_SEQ;
	const char *metric;
	double v;

	if (seq && !isnan(r->bw_bytes)) {
		metric = "bw_bytes";
		v = r->bw_bytes;
	} else if (!isnan(r->iops)) {
		metric = "iops";
		v = r->iops;
	} else if (!isnan(r->bw_bytes)) {
		metric = "bw_bytes";
		v = r->bw_bytes;
	} else {
		return 0;
	}
	if (ALLOC_GROW(sd->s, sd->n + 1, sd->cap))
		return -ENOMEM;
	s = &sd->s[sd->n++];
	memset(s, 0, sizeof(*s));
	result_keys(r, s);
	s->metric = metric;
	s->v = v;
	return 0;
}

struct series_walk {
	int64_t series;
	int64_t *runs;
	size_t n, cap;
};

static int find_series(void *arg, const struct store_run_link *l)
{
	struct series_walk *w = arg;

	if (l->series != w->series || l->run_id == w->series)
		return 0;
	if (ALLOC_GROW(w->runs, w->n + 1, w->cap))
		return -ENOMEM;
	w->runs[w->n++] = l->run_id;
	return 0;
}

static int all_digits(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if (!isdigit((unsigned char)*s))
			return 0;
	return 1;
}

/* The results of one side ("N", "run:N", "label:L", "host:H", "name"). */
static int load_side(struct store *st, const char *spec,
		     const struct store_selection *base, struct side *sd)
{
	struct store_selection sel = *base;
	int ret;

	if (!strncmp(spec, "run:", 4) || all_digits(spec)) {
		struct series_walk w = {0};
		struct store_run_link l;
		int64_t id = strtoll(spec + (spec[0] == 'r' ? 4 : 0), NULL, 10);

		ret = store_run_link_get(st, id, &l);
		if (ret < 0)
			return ret;
		w.series = l.series > 0 ? l.series : id;
		ret = store_run_links_foreach(st, find_series, &w);
		sel.run = w.series;
		if (!ret)
			ret = store_results_foreach(st, &sel, add_row, sd);
		for (size_t i = 0; !ret && i < w.n; i++) {
			sel.run = w.runs[i];
			ret = store_results_foreach(st, &sel, add_row, sd);
		}
		free(w.runs);
		return ret;
	}
	if (!strncmp(spec, "label:", 6)) {
		sel.label = spec + 6;
		return store_results_foreach(st, &sel, add_row, sd);
	}
	if (!strncmp(spec, "host:", 5)) {
		sel.host = spec + 5;
		return store_results_foreach(st, &sel, add_row, sd);
	}
	sel.label = spec;
	ret = store_results_foreach(st, &sel, add_row, sd);
	if (!ret && !sd->n) {
		sel.label = base->label;
		sel.host = spec;
		ret = store_results_foreach(st, &sel, add_row, sd);
	}
	return ret;
}

/* ---- matching and statistics -------------------------------------------- */

/* The samples of sd whose key (loose: loose key) is key, copied. */
static double *collect(const struct side *sd, const char *key, int loose,
		       const char *metric, size_t *n)
{
	double *v = malloc((sd->n + 1) * sizeof(*v));

	*n = 0;
	if (!v)
		return NULL;
	for (size_t i = 0; i < sd->n; i++) {
		const char *k = loose ? sd->s[i].loose : sd->s[i].key;

		if (!strcmp(k, key) && !strcmp(sd->s[i].metric, metric))
			v[(*n)++] = sd->s[i].v;
	}
	return v;
}

/* How many distinct exact keys of sd share the loose key. */
static size_t n_keys_loose(const struct side *sd, const char *loose,
			   const char **one)
{
	size_t n = 0;

	*one = NULL;
	for (size_t i = 0; i < sd->n; i++) {
		if (strcmp(sd->s[i].loose, loose))
			continue;
		if (!*one || strcmp(*one, sd->s[i].key)) {
			int seen = 0;

			for (size_t k = 0; k < i; k++)
				if (!strcmp(sd->s[k].loose, loose) &&
				    !strcmp(sd->s[k].key, sd->s[i].key))
					seen = 1;
			if (!seen) {
				n++;
				*one = sd->s[i].key;
			}
		}
	}
	return n;
}

static int seen_key(const struct side *sd, size_t i)
{
	for (size_t k = 0; k < i; k++)
		if (!strcmp(sd->s[k].key, sd->s[i].key))
			return 1;
	return 0;
}

static int add_diff(struct diff_result *out, const struct sample *sa,
		    const struct sample *sb, double *a, size_t na, double *b,
		    size_t nb)
{
	struct diff_row *r;
	double t, df;

	if (ALLOC_GROW(out->rows, out->n + 1, out->cap))
		return -ENOMEM;
	r = &out->rows[out->n++];
	memset(r, 0, sizeof(*r));
	r->name = strdup(sa->name);
	r->b_name = sb && strcmp(sb->name, sa->name) ? strdup(sb->name) : NULL;
	r->metric = sa->metric;
	r->a = a;
	r->na = na;
	r->b = b;
	r->nb = nb;
	r->a_med = stats_median(a, na);
	r->a_min = a[0];
	r->a_max = a[na - 1];
	r->b_med = r->b_min = r->b_max = r->pct = r->p = NAN;
	if (!r->name)
		return -ENOMEM;
	if (!nb)
		return 0;
	r->b_med = stats_median(b, nb);
	r->b_min = b[0];
	r->b_max = b[nb - 1];
	r->pct = (r->b_med - r->a_med) / r->a_med * 100;
	if (na >= 2 && nb >= 2)
		diff_welch(a, na, b, nb, &t, &df, &r->p);
	/* both metrics are higher-is-better */
	r->regress =
	    r->pct < -out->threshold && (isnan(r->p) || r->p < DIFF_ALPHA);
	if (r->regress)
		out->n_regress++;
	return 0;
}

int diff_compute(struct store *st, const char *a, const char *b,
		 const struct store_selection *sel, struct diff_result *out)
{
	struct side sa = {0}, sb = {0};
	int ret;

	ret = load_side(st, a, sel, &sa);
	if (!ret)
		ret = load_side(st, b, sel, &sb);
	if (ret)
		goto out;
	if (!sa.n || !sb.n) {
		diag_error("'%s' selects no result", !sa.n ? a : b);
		ret = -ENOENT;
		goto out;
	}
	for (size_t i = 0; i < sa.n && !ret; i++) {
		const struct sample *x = &sa.s[i], *y = NULL;
		const char *one_a, *one_b;
		double *va, *vb;
		size_t na, nb;
		int loose = 0;

		if (seen_key(&sa, i) ||
		    (out->test && !strcasestr(x->name, out->test)))
			continue;
		for (size_t k = 0; k < sb.n && !y; k++)
			if (!strcmp(sb.s[k].key, x->key))
				y = &sb.s[k];
		/* the same workload at another queue depth: QD32 vs QD1 */
		if (!y && n_keys_loose(&sa, x->loose, &one_a) == 1 &&
		    n_keys_loose(&sb, x->loose, &one_b) == 1) {
			for (size_t k = 0; k < sb.n && !y; k++)
				if (!strcmp(sb.s[k].key, one_b))
					y = &sb.s[k];
			loose = 1;
		}
		va = collect(&sa, loose ? x->loose : x->key, loose, x->metric,
			     &na);
		vb = y ? collect(&sb, loose ? y->loose : y->key, loose,
				 x->metric, &nb)
		       : malloc(sizeof(double));
		if (!y)
			nb = 0;
		if (!va || !vb) {
			free(va);
			free(vb);
			ret = -ENOMEM;
			break;
		}
		if (!na) {
			free(va);
			free(vb);
			continue;
		}
		ret = add_diff(out, x, y, va, na, vb, nb);
	}
out:
	free(sa.s);
	free(sb.s);
	return ret;
}

/* ---- output ------------------------------------------------------------- */

static void fmt_fig(char *buf, size_t n, const char *metric, double v)
{
	if (isnan(v))
		snprintf(buf, n, "-");
	else if (!strcmp(metric, "bw_bytes"))
		snprintf(buf, n, "%.1f MB/s", v / 1e6);
	else
		snprintf(buf, n, "%.0f IOPS", v);
}

int diff_write(FILE *out, const struct diff_result *r, const char *a,
	       const char *b)
{
	fprintf(out, "baseline A: %s    candidate B: %s    threshold %.3g%%\n",
		a, b, r->threshold);
	fprintf(out, "Welch's t-test, two-sided, 5%% level, where both "
		     "sides have 2 or more runs\n\n");
	for (size_t i = 0; i < r->n; i++) {
		const struct diff_row *d = &r->rows[i];
		char fa[40], fb[40], lo[40], hi[40], sig[64];

		fmt_fig(fa, sizeof(fa), d->metric, d->a_med);
		fmt_fig(fb, sizeof(fb), d->metric, d->b_med);
		fprintf(out, "%s%s%s\n", d->name, d->b_name ? " vs " : "",
			d->b_name ? d->b_name : "");
		fmt_fig(lo, sizeof(lo), d->metric, d->a_min);
		fmt_fig(hi, sizeof(hi), d->metric, d->a_max);
		fprintf(out, "  A  %-16s median of %zu (%s .. %s)\n", fa, d->na,
			lo, hi);
		if (!d->nb) {
			fprintf(out, "  B  no such test\n");
			continue;
		}
		fmt_fig(lo, sizeof(lo), d->metric, d->b_min);
		fmt_fig(hi, sizeof(hi), d->metric, d->b_max);
		fprintf(out, "  B  %-16s median of %zu (%s .. %s)\n", fb, d->nb,
			lo, hi);
		if (isnan(d->p))
			snprintf(sig, sizeof(sig), "no repeats: not tested");
		else
			snprintf(sig, sizeof(sig), "%s (p=%.3g)",
				 d->p < DIFF_ALPHA ? "significant"
						   : "not significant",
				 d->p);
		fprintf(out, "  change %+.1f%%, %s%s\n", d->pct, sig,
			d->regress ? ": REGRESSION" : "");
	}
	fprintf(out, "\n%zu test%s compared, %zu regression%s beyond %.3g%%\n",
		r->n, r->n == 1 ? "" : "s", r->n_regress,
		r->n_regress == 1 ? "" : "s", r->threshold);
	return ferror(out) ? -EIO : 0;
}

void diff_release(struct diff_result *r)
{
	for (size_t i = 0; i < r->n; i++) {
		free(r->rows[i].name);
		free(r->rows[i].b_name);
		free(r->rows[i].a);
		free(r->rows[i].b);
	}
	free(r->rows);
	r->rows = NULL;
	r->n = r->cap = r->n_regress = 0;
}
