/*
 * Shared libraries opened on first use (dlopen), for the libraries most
 * commands never need: iodb's start loads only what every command uses.
 * report/gfx.h (cairo, Pango) and ingest/xmllib.h (libxml2) each list
 * their functions and turn every call into a call through a pointer that
 * the first util_dynlib_open() fills.
 */
#ifndef IODB_UTIL_DYNLIB_H
#define IODB_UTIL_DYNLIB_H

#include <pthread.h>
#include <stddef.h>

struct util_dynlib {
	const char *const *libs; /* sonames, in dependency order */
	size_t n_libs;
	const char *const *syms; /* the symbols to find */
	size_t n_syms;
	/* called once with the n_syms addresses found, in syms' order */
	void (*assign)(void *const *ptrs);
	pthread_mutex_t mu;
	int state;	     /* 0: not tried, 1: open, -1: failed */
	const char *failure; /* the library or symbol missing */
};

#define UTIL_DYNLIB_INIT(libs, syms, assign)                                   \
	{                                                                      \
		(libs), sizeof(libs) / sizeof((libs)[0]), (syms),              \
		    sizeof(syms) / sizeof((syms)[0]), (assign),                \
		    PTHREAD_MUTEX_INITIALIZER, 0, NULL                         \
	}

/*
 * Open d's libraries (global, so that later ones see earlier ones) and
 * find its symbols, the first time; any thread.  0, or -ENOENT with *why
 * (static text: the library or the symbol) naming what is missing.
 */
int util_dynlib_open(struct util_dynlib *d, const char **why);

/* Whether d is open (util_dynlib_open() succeeded). */
int util_dynlib_is_open(struct util_dynlib *d);

#endif
