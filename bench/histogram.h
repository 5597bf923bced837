/*
 * A log-linear latency histogram (HdrHistogram's layout): values below
 * 128 ns are counted exactly; above, every power of two is split into 128
 * equal sub-buckets, so a bucket's middle is within 0.4% of any value it
 * holds (the issue asks for at most 1%).  Recording is two shifts and an
 * add; the table covers the whole uint64_t range (7424 buckets, 58 KiB).
 */
#ifndef IODB_BENCH_HISTOGRAM_H
#define IODB_BENCH_HISTOGRAM_H

#include <stddef.h>
#include <stdint.h>

#include "model/model.h"

#define HIST_SUB_BITS 7
#define HIST_SUB      (1u << HIST_SUB_BITS)
#define HIST_BUCKETS  (HIST_SUB + (64 - HIST_SUB_BITS) * HIST_SUB)

struct histogram {
	uint64_t count;
	uint64_t min, max;
	double shift;	   /* first value: sums are kept relative to it */
	double sum, sum2;  /* of (v - shift) and its square */
	uint64_t *buckets; /* HIST_BUCKETS counters */
};

/*
 * Allocate the bucket table of h (zeroed).  Returns 0 or -ENOMEM.
 * Release with histogram_release().
 */
int histogram_init(struct histogram *h);

/* Free h's table and zero h.  Safe on a zeroed or released h. */
void histogram_release(struct histogram *h);

/* Forget every value (keeps the table). */
void histogram_reset(struct histogram *h);

/* The bucket index of value v (ns). */
static inline unsigned histogram_index(uint64_t v)
{
	unsigned e;

	if (v < HIST_SUB)
		return (unsigned)v;
	e = 63u - (unsigned)__builtin_clzll(v); /* >= HIST_SUB_BITS */
	return HIST_SUB + (e - HIST_SUB_BITS) * HIST_SUB +
	       (unsigned)((v >> (e - HIST_SUB_BITS)) - HIST_SUB);
}

/* Record one value (ns). */
static inline void histogram_add(struct histogram *h, uint64_t v)
{
	double d;

	if (!h->count) {
		h->shift = (double)v;
		h->min = h->max = v;
	}
	if (v < h->min)
		h->min = v;
	if (v > h->max)
		h->max = v;
	d = (double)v - h->shift;
	h->sum += d;
	h->sum2 += d * d;
	h->count++;
	h->buckets[histogram_index(v)]++;
}

/* The lowest value bucket i holds, and the value that stands for it (the
 * middle of the bucket rounded down to an integer ns, the value itself
 * below 128 ns). */
uint64_t histogram_bucket_low(unsigned i);
double histogram_bucket_value(unsigned i);

/* Add every value of src into dst.  Returns 0. */
int histogram_merge(struct histogram *dst, const struct histogram *src);

/*
 * The summary of h: min, mean, max and (population) stddev, as fio
 * reports them; all NAN when h is empty.
 */
struct iodb_lat histogram_summary(const struct histogram *h);

/*
 * Percentiles as fio computes them: for each pct[i] (ascending, 0..100)
 * the value of the first bucket where the running count reaches
 * pct/100 * count, clamped to [min, max].  Writes n points into out.
 * Returns 0, or -EINVAL when h is empty.
 */
int histogram_percentiles(const struct histogram *h, const double *pct,
			  size_t n, struct iodb_pct *out);

/*
 * The non-empty buckets of h as a malloc'd array of (value, count), lowest
 * first, in *out (NULL when empty) with its length in *n.  Caller frees
 * *out with free().  Returns 0 or -ENOMEM.
 */
int histogram_bins(const struct histogram *h, struct iodb_bin **out, size_t *n);

/* fio's default completion-latency percentile list (17 points). */
extern const double histogram_fio_pcts[];
#define HISTOGRAM_N_FIO_PCTS 17

#endif
