/*
 * `iodb diff A B`: two runs, labels or hosts compared test by test, A the
 * baseline and B the candidate.  Each side's figures of a test are its
 * samples (one per result: a series of repeats gives several); the change
 * is of the medians; where both sides have two samples or more, Welch's
 * t-test (two-sided, unequal variances; the t distribution's CDF through
 * the regularized incomplete beta function) says whether the difference
 * of the means is significant at 5%.
 */
#ifndef IODB_REPORT_DIFF_H
#define IODB_REPORT_DIFF_H

#include <stddef.h>
#include <stdio.h>

#include "store/store.h"

#define DIFF_ALPHA 0.05

/* One test on both sides. */
struct diff_row {
	char *name;	    /* "RND4K Q32T1 read" (A's; B's when it differs) */
	char *b_name;	    /* B's test name when it differs, else NULL */
	const char *metric; /* "iops" or "bw_bytes" (static) */
	double *a, *b;	    /* samples */
	size_t na, nb;
	double a_med, b_med, a_min, a_max, b_min, b_max;
	double pct;  /* (b_med - a_med) / a_med * 100; NAN when a side is
			missing */
	double p;    /* Welch's two-sided p; NAN when not computed */
	int regress; /* below -threshold and not ruled out as noise */
};

struct diff_result {
	struct diff_row *rows;
	size_t n, cap;
	size_t n_regress;
	double threshold; /* percent */
	const char *test; /* only tests whose name contains this (any case);
			     NULL: all */
};

#define DIFF_RESULT_INIT                                                       \
	{                                                                      \
		.threshold = 5                                                 \
	}

/*
 * The regularized incomplete beta function I_x(a, b) (continued fraction,
 * Lentz's method), for a, b > 0 and 0 <= x <= 1; NAN outside.
 */
double diff_betai(double a, double b, double x);

/* The CDF of Student's t distribution with df degrees of freedom at t. */
double diff_t_cdf(double t, double df);

/*
 * Welch's t-test of samples a (na >= 2) and b (nb >= 2): sets *t, *df and
 * the two-sided *p.  Returns 0, or -EINVAL when a side has fewer than two
 * samples.
 */
int diff_welch(const double *a, size_t na, const double *b, size_t nb,
	       double *t, double *df, double *p);

/*
 * Compare side a with side b (each "N" or "run:N" for run N and the runs
 * of its series, "label:L", "host:H", or a bare name tried as a label,
 * then as a host) among the results sel selects.  Returns 0 with out
 * filled, -ENOENT after naming a side that selects nothing, or <0.
 * Release out with diff_release().
 */
int diff_compute(struct store *st, const char *a, const char *b,
		 const struct store_selection *sel, struct diff_result *out);

/* Print the table and a summary line.  Returns 0 or -EIO. */
int diff_write(FILE *out, const struct diff_result *r, const char *a,
	       const char *b);

void diff_release(struct diff_result *r);

#endif
