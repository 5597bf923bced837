#include "util/stats.h"

#include <math.h>
#include <stdlib.h>

static int cmp_dbl(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

double stats_median(double *v, size_t n)
{
	if (!n)
		return NAN;
	qsort(v, n, sizeof(*v), cmp_dbl);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
