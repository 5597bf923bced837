/*
 * One growth macro for every dynamic array (git's ALLOC_GROW).
 */
#ifndef IODB_UTIL_ALLOC_H
#define IODB_UTIL_ALLOC_H

#include <stddef.h>

/*
 * Make room for at least `nr` elements in the array `x` (any pointer
 * lvalue) whose capacity is the size_t lvalue `alloc`: grows by half again,
 * at least to nr, at least 16.  Evaluates to 0 on success, -1 when the
 * allocation fails (x and alloc are left as they were, so the caller still
 * owns and frees the old array).
 */
#define ALLOC_GROW(x, nr, alloc)                                               \
	((size_t)(nr) <= (alloc)                                               \
	     ? 0                                                               \
	     : util_grow((void **)&(x), sizeof(*(x)), (size_t)(nr), &(alloc)))

/* The function behind ALLOC_GROW.  0, or -1 (nothing changed). */
int util_grow(void **pp, size_t elsize, size_t nr, size_t *alloc);

#endif
