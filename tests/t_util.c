/*
 * util/: ALLOC_GROW (the one growth macro) and strbuf_attach (a malloc'd
 * string taken over and extended, as fio_text.c/fio_terse.c do).
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/t.h"
#include "util/utf8.h"
#include "util/alloc.h"
#include "util/diag.h"
#include "util/file.h"
#include "util/rodata.h"
#include "util/strbuf.h"

T_TEST(t_util_alloc_grow)
{
	int *v = NULL;
	size_t n = 0, alloc = 0;

	for (int i = 0; i < 1000; i++) {
		T_REQUIRE(ALLOC_GROW(v, n + 1, alloc) == 0);
		v[n++] = i * 3;
	}
	T_OK(alloc >= 1000);
	T_INT(v[0], 0);
	T_INT(v[999], 2997);
	/* room already there: nothing moves */
	{
		int *was = v;
		size_t a = alloc;

		T_INT(ALLOC_GROW(v, 10, alloc), 0);
		T_OK(v == was && alloc == a);
	}
	free(v);
}

T_TEST(t_util_strbuf_attach)
{
	struct strbuf sb;
	char *s = strdup("fio --name=a \\");
	size_t len;

	T_REQUIRE(s);
	strbuf_attach(&sb, s, strlen(s), strlen(s) + 1);
	T_INT(strbuf_addch(&sb, '\n'), 0);
	T_INT(strbuf_addstr(&sb, "--rw=randread"), 0);
	s = strbuf_detach(&sb, &len);
	T_STR(s, "fio --name=a \\\n--rw=randread");
	T_INT((long)len, (long)strlen(s));
	free(s);
	/* NULL: an empty buffer, still usable */
	strbuf_attach(&sb, NULL, 7, 8);
	T_INT((long)sb.len, 0);
	T_STR(sb.buf, "");
	T_INT(strbuf_addstr(&sb, "x"), 0);
	T_STR(sb.buf, "x");
	strbuf_release(&sb);
}

/* One UTF-8 decoder and one width for every terminal table and the
 * aligned-text table reader. */
T_TEST(t_util_utf8)
{
	unsigned cp;

	T_INT(utf8_decode("A", 1, &cp), 1);
	T_INT(cp, 'A');
	T_INT(utf8_decode("\xc3\xa9", 2, &cp), 2); /* é */
	T_INT(cp, 0xe9);
	T_INT(utf8_cp_width(cp), 1);
	T_INT(utf8_decode("\xed\x95\x9c", 3, &cp), 3); /* 한 */
	T_INT(cp, 0xd55c);
	T_INT(utf8_cp_width(cp), 2);
	T_INT(utf8_decode("\xef\xbc\x95", 3, &cp), 3); /* full-width 5 */
	T_INT(utf8_cp_width(cp), 2);
	T_INT(utf8_decode("\xe4\xb8", 2, &cp), 1); /* cut: one byte */
	T_INT(cp, 0xfffd);
	T_INT(utf8_decode("\x80x", 2, &cp), 1); /* stray continuation */
	T_INT(cp, 0xfffd);
}

/* Strict UTF-8 (what a Python reader of stderr accepts), the 8-bit
 * charsets a mail or page may declare, and the escaped form of a message
 * that quotes bytes of neither. */
T_TEST(t_util_utf8_strict_and_8bit)
{
	char o[4], *e;

	T_INT(utf8_valid("A", 1), 1);
	T_INT(utf8_valid("\xc2\xa0", 2), 2);	     /* no-break space */
	T_INT(utf8_valid("\xa0 MiB/s", 7), 0);	     /* Latin-1's, stray */
	T_INT(utf8_valid("\xc0\x80", 2), 0);	     /* overlong NUL */
	T_INT(utf8_valid("\xe0\x80\x80", 3), 0);     /* overlong */
	T_INT(utf8_valid("\xed\xa0\x80", 3), 0);     /* surrogate */
	T_INT(utf8_valid("\xf4\x90\x80\x80", 4), 0); /* past U+10FFFF */
	T_INT(utf8_valid("\xe2\x82", 2), 0);	     /* cut */
	T_INT(utf8_valid("\xe2\x82\xac", 3), 3);     /* euro sign */

	T_INT(utf8_encode(0xa0, o), 2);
	T_OK(!memcmp(o, "\xc2\xa0", 2));
	T_INT(utf8_encode(0x20ac, o), 3);
	T_OK(!memcmp(o, "\xe2\x82\xac", 3));
	T_INT(utf8_encode('x', o), 1);

	T_INT(utf8_charset_named("iso-8859-1", 10), UTF8_CS_CP1252);
	T_INT(utf8_charset_named("ISO-8859-1", 10), UTF8_CS_CP1252);
	T_INT(utf8_charset_named("Windows-1252", 12), UTF8_CS_CP1252);
	T_INT(utf8_charset_named("us-ascii", 8), UTF8_CS_CP1252);
	T_INT(utf8_charset_named("iso-8859-15", 11), UTF8_CS_LATIN9);
	T_INT(utf8_charset_named("utf-8", 5), UTF8_CS_NONE);
	T_INT(utf8_charset_named("iso-8859-2", 10), UTF8_CS_NONE);
	T_INT(utf8_charset_named("iso-8859-1", 9), UTF8_CS_NONE); /* cut */

	T_INT(utf8_cp_of_byte(UTF8_CS_CP1252, 0xa0), 0xa0);
	T_INT(utf8_cp_of_byte(UTF8_CS_CP1252, 0xe9), 0xe9);   /* é */
	T_INT(utf8_cp_of_byte(UTF8_CS_CP1252, 0x93), 0x201c); /* “ */
	T_INT(utf8_cp_of_byte(UTF8_CS_CP1252, 0x81), 0xfffd);
	T_INT(utf8_cp_of_byte(UTF8_CS_CP1252, 0xa4), 0xa4);   /* ¤ */
	T_INT(utf8_cp_of_byte(UTF8_CS_LATIN9, 0xa4), 0x20ac); /* € */
	T_INT(utf8_cp_of_byte(UTF8_CS_LATIN9, 0xe9), 0xe9);
	T_INT(utf8_cp_of_byte(UTF8_CS_NONE, 0x93), 0x93);

	T_OK(utf8_escaped("found '\xc2\xa0 MiB/s'") == NULL);
	e = utf8_escaped("found '\xa0 MiB/s', \xe9t\xe9 \xe2\x82\xac");
	T_REQUIRE(e);
	T_STR(e, "found '\\xA0 MiB/s', \\xE9t\\xE9 \xe2\x82\xac");
	free(e);
	e = utf8_escaped("cut \xe2\x82");
	T_REQUIRE(e);
	T_STR(e, "cut \\xE2\\x82");
	free(e);
}

static char diag_seen[256];

static void diag_keep(enum diag_kind kind, const char *msg, void *arg)
{
	(void)kind;
	(void)arg;
	snprintf(diag_seen, sizeof(diag_seen), "%s", msg);
}

/* A message quoting input bytes that are no UTF-8 reaches the routine
 * (stderr) escaped: its text is always UTF-8. */
T_TEST(t_util_diag_escapes_invalid_utf8)
{
	diag_routine old = diag_set_routine(diag_keep, NULL);

	diag_warning("warning: expected a rate unit, found '%s'", "\xa0 MiB/s");
	T_STR(diag_seen, "warning: expected a rate unit, found '\\xA0 MiB/s'");
	diag_warning("warning: found '%s'", "\xc2\xa0 MiB/s");
	T_STR(diag_seen, "warning: found '\xc2\xa0 MiB/s'");
	diag_set_routine(old, NULL);
}

/* Only the program's read-only data counts as such: a recording keeps a
 * pointer to it instead of a copy (ingest/record.c). */
static char writable[8] = "abc";

T_TEST(t_util_rodata)
{
	const char *lit = "bw_min";
	char on_stack[8] = "abc";
	char *heap = strdup("abc");

	T_INT(util_is_rodata(lit), 1);
	T_INT(util_is_rodata("bytes/s"), 1);
	T_INT(util_is_rodata(writable), 0);
	T_INT(util_is_rodata(on_stack), 0);
	T_INT(util_is_rodata(heap), 0);
	T_INT(util_is_rodata(NULL), 0);
	T_INT(util_is_rodata(strerror(2)), 0); /* a library's */
	free(heap);
}

/* A regular file read with its size ends at it; one that grew since, or a
 * pipe (size unknown), is read to its end. */
T_TEST(t_util_read_fd_size)
{
	char path[] = "/tmp/iodb-t-read-XXXXXX";
	struct strbuf sb = STRBUF_INIT;
	int fd = mkstemp(path), p[2];

	T_REQUIRE(fd >= 0);
	T_REQUIRE(write(fd, "hello, world\n", 13) == 13);
	T_REQUIRE(lseek(fd, 0, SEEK_SET) == 0);
	T_INT(util_read_fd_size(fd, &sb, 13), 0);
	T_STR(sb.buf, "hello, world\n");
	/* the file "grew" after its size was taken */
	strbuf_reset(&sb);
	T_REQUIRE(lseek(fd, 0, SEEK_SET) == 0);
	T_INT(util_read_fd_size(fd, &sb, 5), 0);
	T_STR(sb.buf, "hello, world\n");
	close(fd);
	unlink(path);
	/* a pipe: short reads are no end */
	T_REQUIRE(pipe(p) == 0);
	T_REQUIRE(write(p[1], "abc", 3) == 3);
	close(p[1]);
	strbuf_reset(&sb);
	T_INT(util_read_fd_size(p[0], &sb, 0), 0);
	T_STR(sb.buf, "abc");
	close(p[0]);
	strbuf_release(&sb);
}
