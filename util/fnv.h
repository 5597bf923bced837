/*
 * FNV-1a, 64 bits: the one hash of hash tables and content keys (not for
 * anything an adversary chooses to collide).
 */
#ifndef IODB_UTIL_FNV_H
#define IODB_UTIL_FNV_H

#include <stddef.h>
#include <stdint.h>

#define UTIL_FNV_INIT 0xcbf29ce484222325ULL

/* The hash of n bytes at p, continuing from h (UTIL_FNV_INIT to start). */
static inline uint64_t util_fnv1a(uint64_t h, const void *p, size_t n)
{
	const unsigned char *s = p;

	for (size_t i = 0; i < n; i++) {
		h ^= s[i];
		h *= 0x100000001b3ULL;
	}
	return h;
}

#endif
