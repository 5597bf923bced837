/*
 * UTF-8 for display: decoding one character and the terminal columns it
 * takes (the one definition the report's tables and the text-table reader
 * share).
 */
#ifndef IODB_UTIL_UTF8_H
#define IODB_UTIL_UTF8_H

#include <stddef.h>

/*
 * Decode the character at s (left >= 1 bytes readable): returns its length
 * (1 to 4) with the code point in *cp.  A stray, invalid or cut sequence
 * is one byte, U+FFFD.  Keeps no pointer into s.
 */
size_t utf8_decode(const char *s, size_t left, unsigned *cp);

/* Terminal columns code point cp takes: 2 for East Asian wide and
 * full-width forms, 1 otherwise. */
int utf8_cp_width(unsigned cp);

/*
 * How many of the len bytes at s to show when at most max fit, without
 * cutting a character in two (a message quoting a line of Japanese text
 * cut at 60 bytes stays valid UTF-8).
 */
size_t utf8_fit(const char *s, size_t len, size_t max);

#endif
