/*
 * Shared libraries opened on first use (dlopen), for the libraries most
 * commands never need: iodb's start loads only what every command uses.
 * report/gfx.h (cairo, Pango) and ingest/xmllib.h (libxml2) each list
 * their functions and turn every call into a call through a pointer that
 * util_dynlib_load() fills.
 */
#ifndef IODB_UTIL_DYNLIB_H
#define IODB_UTIL_DYNLIB_H

#include <stddef.h>

/*
 * Open each of the n_libs libraries (sonames, in dependency order, global
 * so that later ones see earlier ones) and look up each of the n_syms
 * symbols into ptrs[i].  0, or -ENOENT with *why (static text: the
 * library or the symbol) naming what is missing.  Not thread-safe: call
 * it under pthread_once().
 */
int util_dynlib_load(const char *const *libs, size_t n_libs,
		     const char *const *syms, void **ptrs, size_t n_syms,
		     const char **why);

#endif
