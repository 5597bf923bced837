/*
 * Order statistics of a handful of figures (repeats of one test, the hosts
 * of a fleet): one sort, then the median and the range.
 */
#ifndef IODB_UTIL_STATS_H
#define IODB_UTIL_STATS_H

#include <stddef.h>

/*
 * Sort v (n values, none NaN) ascending and return their median (the mean
 * of the middle two when n is even); v[0] and v[n - 1] are then the
 * lowest and the highest.  NAN when n is 0.
 */
double stats_median(double *v, size_t n);

#endif
