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

/*
 * Length (1 to 4) of the well-formed UTF-8 sequence at s (left >= 1 bytes
 * readable; a NUL ends it), 0 when s starts none: a stray continuation
 * byte, a lead byte no sequence has (0xC0, 0xC1, 0xF5 and up), a cut
 * sequence, an overlong form or a surrogate.  What a strict decoder
 * (Python's, a browser's) accepts.
 */
size_t utf8_valid(const char *s, size_t left);

/* Write code point cp (at most U+10FFFF) as UTF-8 at o (room for 4
 * bytes); returns how many bytes. */
size_t utf8_encode(unsigned cp, char *o);

/*
 * The 8-bit charsets a text may declare (a mail's "charset=", a page's
 * <meta>) whose bytes iodb reads itself.
 */
enum utf8_charset {
	UTF8_CS_NONE,	/* UTF-8, or a charset not read here */
	UTF8_CS_CP1252, /* Windows-1252 (ISO-8859-1 and US-ASCII read so) */
	UTF8_CS_LATIN9, /* ISO-8859-15 */
};

/*
 * The charset called name (len bytes, any case, without quotes):
 * "iso-8859-1", "latin1", "windows-1252", "cp1252" and "us-ascii" are read
 * as Windows-1252, as browsers and mail clients read them (its 0x80..0x9F
 * are printable where ISO-8859-1 has control codes nobody writes; stray
 * bytes in a text declared US-ASCII are the writer's 8-bit ones);
 * "iso-8859-15" and "latin9" as ISO-8859-15.  UTF8_CS_NONE otherwise.
 */
enum utf8_charset utf8_charset_named(const char *name, size_t len);

/* The code point of byte c in charset cs (c itself for UTF8_CS_NONE;
 * U+FFFD for the five bytes Windows-1252 leaves undefined). */
unsigned utf8_cp_of_byte(enum utf8_charset cs, unsigned char c);

/*
 * s (a NUL-terminated message) with each byte that is not part of a
 * well-formed UTF-8 sequence (utf8_valid()) written "\xA0": malloc'd,
 * caller frees; NULL when s is valid UTF-8 already (use s) or memory ran
 * out.
 */
char *utf8_escaped(const char *s);

#endif
