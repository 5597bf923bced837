/*
 * The runner's latency histogram: see histogram.h for the layout.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bench/histogram.h"

const double histogram_fio_pcts[HISTOGRAM_N_FIO_PCTS] = {
    1, 5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 99, 99.5, 99.9, 99.95, 99.99,
};

int histogram_init(struct histogram *h)
{
	memset(h, 0, sizeof(*h));
	h->buckets = calloc(HIST_BUCKETS, sizeof(*h->buckets));
	if (!h->buckets)
		return -ENOMEM;
	return 0;
}

void histogram_release(struct histogram *h)
{
	free(h->buckets);
	memset(h, 0, sizeof(*h));
}

void histogram_reset(struct histogram *h)
{
	uint64_t *b = h->buckets;

	memset(h, 0, sizeof(*h));
	h->buckets = b;
	if (b)
		memset(b, 0, HIST_BUCKETS * sizeof(*b));
}

uint64_t histogram_bucket_low(unsigned i)
{
	unsigned e, sub;

	if (i < HIST_SUB)
		return i;
	e = (i - HIST_SUB) / HIST_SUB + HIST_SUB_BITS;
	sub = (i - HIST_SUB) % HIST_SUB;
	return (uint64_t)(HIST_SUB + sub) << (e - HIST_SUB_BITS);
}

double histogram_bucket_value(unsigned i)
{
	unsigned e;
	uint64_t width;

	if (i < HIST_SUB)
		return i;
	e = (i - HIST_SUB) / HIST_SUB + HIST_SUB_BITS;
	width = 1ull << (e - HIST_SUB_BITS);
	/* the middle of low .. low + width - 1, an integer as fio prints */
	return (double)(histogram_bucket_low(i) + (width - 1) / 2);
}

int histogram_merge(struct histogram *dst, const struct histogram *src)
{
	double ds, n1, n2, m1, m2, q1, q2, mean, q;

	if (!src->count)
		return 0;
	if (!dst->count) {
		uint64_t *b = dst->buckets;

		memcpy(dst, src, sizeof(*dst));
		dst->buckets = b;
		memcpy(b, src->buckets, HIST_BUCKETS * sizeof(*b));
		return 0;
	}
	/* combine (n, mean, M2) of both, then re-express around dst->shift */
	n1 = (double)dst->count;
	n2 = (double)src->count;
	m1 = dst->sum / n1;
	m2 = src->sum / n2 + (src->shift - dst->shift);
	q1 = dst->sum2 - dst->sum * dst->sum / n1;
	q2 = src->sum2 - src->sum * src->sum / n2;
	ds = m2 - m1;
	mean = m1 + ds * n2 / (n1 + n2);
	q = q1 + q2 + ds * ds * n1 * n2 / (n1 + n2);
	dst->sum = mean * (n1 + n2);
	dst->sum2 = q + dst->sum * dst->sum / (n1 + n2);
	dst->count += src->count;
	if (src->min < dst->min)
		dst->min = src->min;
	if (src->max > dst->max)
		dst->max = src->max;
	for (unsigned i = 0; i < HIST_BUCKETS; i++)
		dst->buckets[i] += src->buckets[i];
	return 0;
}

struct iodb_lat histogram_summary(const struct histogram *h)
{
	struct iodb_lat l = IODB_LAT_INIT;
	double n = (double)h->count, mean, var;

	if (!h->count)
		return l;
	mean = h->sum / n;
	var = h->sum2 / n - mean * mean;
	l.min = (double)h->min;
	l.max = (double)h->max;
	l.mean = mean + h->shift;
	/* fio prints the sample standard deviation (n - 1) */
	l.stddev = h->count > 1 && var > 0 ? sqrt(var * n / (n - 1)) : 0;
	return l;
}

int histogram_percentiles(const struct histogram *h, const double *pct,
			  size_t n, struct iodb_pct *out)
{
	uint64_t cum = 0;
	unsigned b = 0;

	if (!h->count)
		return -EINVAL;
	for (size_t j = 0; j < n; j++) {
		double want = pct[j] / 100.0 * (double)h->count, v;

		if (want < 1)
			want = 1;
		while (b < HIST_BUCKETS && (double)(cum + h->buckets[b]) < want)
			cum += h->buckets[b++];
		if (b >= HIST_BUCKETS)
			b = HIST_BUCKETS - 1;
		v = histogram_bucket_value(b);
		if (v < (double)h->min)
			v = (double)h->min;
		if (v > (double)h->max)
			v = (double)h->max;
		out[j].pct = pct[j];
		out[j].ns = v;
	}
	return 0;
}

int histogram_bins(const struct histogram *h, struct iodb_bin **out, size_t *n)
{
	size_t k = 0, m = 0;
	struct iodb_bin *bins;

	*out = NULL;
	*n = 0;
	for (unsigned i = 0; i < HIST_BUCKETS; i++)
		m += h->buckets[i] != 0;
	if (!m)
		return 0;
	bins = malloc(m * sizeof(*bins));
	if (!bins)
		return -ENOMEM;
	for (unsigned i = 0; i < HIST_BUCKETS; i++) {
		if (!h->buckets[i])
			continue;
		bins[k].ns = histogram_bucket_value(i);
		bins[k].count = h->buckets[i];
		k++;
	}
	*out = bins;
	*n = k;
	return 0;
}
