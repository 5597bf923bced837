#include "util/alloc.h"

#include <stdint.h>
#include <stdlib.h>

int util_grow(void **pp, size_t elsize, size_t nr, size_t *alloc)
{
	size_t want = *alloc + *alloc / 2;
	void *np;

	if (want < nr)
		want = nr;
	if (want < 16)
		want = 16;
	if (elsize && want > SIZE_MAX / elsize)
		return -1;
	np = realloc(*pp, want * elsize);
	if (!np)
		return -1;
	*pp = np;
	*alloc = want;
	return 0;
}
