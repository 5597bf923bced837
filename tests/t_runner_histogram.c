/*
 * The runner's statistics: the latency histogram's error bound and
 * summaries, and the offset permutation (every block once per pass).
 */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bench/bench.h"
#include "bench/histogram.h"
#include "tests/t.h"

T_TEST(t_runner_histogram_error)
{
	uint64_t rng = 88172645463325252ull;
	double worst = 0;

	for (uint64_t v = 0; v < 5000; v++) {
		double b = histogram_bucket_value(histogram_index(v));

		if (v && fabs(b - (double)v) / (double)v > worst)
			worst = fabs(b - (double)v) / (double)v;
		T_OK(histogram_bucket_low(histogram_index(v)) <= v);
	}
	for (int i = 0; i < 200000; i++) {
		uint64_t v;
		double b;

		rng ^= rng << 13;
		rng ^= rng >> 7;
		rng ^= rng << 17;
		v = rng >> (rng % 40 + 20);
		if (!v)
			continue;
		b = histogram_bucket_value(histogram_index(v));
		if (fabs(b - (double)v) / (double)v > worst)
			worst = fabs(b - (double)v) / (double)v;
		T_OK(histogram_index(v) < HIST_BUCKETS);
	}
	T_OK(worst <= 0.01);
	T_OK(worst > 0.001); /* the buckets do have a width */
	T_INT(histogram_index(UINT64_MAX), HIST_BUCKETS - 1);
}

T_TEST(t_runner_histogram_stats)
{
	struct histogram a, b, all;
	struct iodb_pct p[HISTOGRAM_N_FIO_PCTS];
	struct iodb_bin *bins = NULL;
	size_t nb = 0;
	uint64_t total = 0;
	double sum = 0, sum2 = 0, n = 0;
	struct iodb_lat s;

	T_INT(histogram_init(&a), 0);
	T_INT(histogram_init(&b), 0);
	T_INT(histogram_init(&all), 0);
	T_INT(histogram_percentiles(&a, histogram_fio_pcts, 17, p), -EINVAL);
	for (uint64_t v = 1000; v <= 100000; v += 7) {
		histogram_add(v % 3 ? &a : &b, v);
		histogram_add(&all, v);
		sum += (double)v;
		sum2 += (double)v * (double)v;
		n++;
	}
	histogram_merge(&a, &b);
	T_INT(a.count, all.count);
	s = histogram_summary(&a);
	T_DBL(s.min, 1000);
	T_DBL(s.max, 99999 - (99999 - 1000) % 7);
	T_NEAR(s.mean, sum / n, 1e-12);
	T_NEAR(s.stddev, sqrt((sum2 - sum * sum / n) / (n - 1)), 1e-9);
	T_INT(histogram_percentiles(&a, histogram_fio_pcts, 17, p), 0);
	for (int i = 0; i < 17; i++) {
		/* uniform: the p-th percentile is near 1000 + p% of 99000 */
		double want = 1000 + histogram_fio_pcts[i] / 100 * 99000;

		T_NEAR(p[i].ns, want, 0.01);
		if (i)
			T_OK(p[i].ns >= p[i - 1].ns);
	}
	T_INT(histogram_bins(&a, &bins, &nb), 0);
	for (size_t i = 0; i < nb; i++) {
		total += bins[i].count;
		if (i)
			T_OK(bins[i].ns > bins[i - 1].ns);
	}
	T_INT(total, a.count);
	free(bins);
	histogram_release(&a);
	histogram_release(&b);
	histogram_release(&all);
}

/* ---- the offset permutation ------------------------------------------ */

T_TEST(t_runner_perm_passes)
{
	static const uint64_t sizes[] = {1, 2, 3, 7, 64, 1000, 4096, 100003};

	for (size_t s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++) {
		uint64_t n = sizes[s], in_order = 0, prev = 0;
		unsigned char *seen = calloc(n, 1);
		struct bench_perm p;

		bench_perm_init(&p, n, 42 + s);
		for (int pass = 0; pass < 3; pass++) {
			uint64_t bad = 0;

			memset(seen, 0, n);
			for (uint64_t i = 0; i < n; i++) {
				uint64_t x = bench_perm_next(&p);

				if (x >= n || seen[x]++)
					bad++;
				in_order += i && x == prev + 1;
				prev = x;
			}
			if (bad)
				T_FAIL("n=%llu pass %d: %llu repeats",
				       (unsigned long long)n, pass,
				       (unsigned long long)bad);
		}
		if (n >= 1000)
			T_OK(in_order < 3 * n / 50); /* shuffled, not a walk */
		free(seen);
	}
}
